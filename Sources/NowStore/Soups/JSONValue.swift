import Foundation
import JSONText

/// A JSON value, as soup entries hold them.
public enum JSONValue: Sendable, Hashable, Codable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The value at a dotted path such as `address.city`, or nil.
    public func value(at path: String) -> JSONValue? {
        var current = self
        for component in path.split(separator: ".") {
            guard case .object(let object) = current, let next = object[String(component)] else { return nil }
            current = next
        }
        return current
    }

    /// The value as text: strings as they are, numbers without a needless `.0`, booleans as `true`/`false`.
    public var text: String? {
        switch self {
        case .null, .array, .object: return nil
        case .bool(let value): return String(value)
        case .string(let value): return value
        case .number(let value):
            if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
            return String(value)
        }
    }

    /// The object's members, or nil for any other value.
    public var objectValue: [String: JSONValue]? {
        if case .object(let object) = self { return object }
        return nil
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByNilLiteral, ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral, ExpressibleByFloatLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(nilLiteral: ()) { self = .null }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
    }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

/// Encodes and decodes soup entries as compact JSON with sorted keys.
enum JSONCoding {
    /// Compact JSON with sorted keys, written by the package's own writer (JSONEncoder cost a tenth of an insert).
    static func encode(_ value: [String: JSONValue]) throws -> String {
        var output = JSONOutput(indent: nil)
        output.write(try JSONValue.object(value).sortedText(), level: 0)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// Decodes with the package's own byte-level parser: faster than JSONDecoder, and than JSONSerialization, whose
    /// Foundation objects each cost a dynamic cast to convert.
    static func decode(_ text: String) throws -> [String: JSONValue] {
        guard case .object(let entry) = JSONValue(try parse(text)) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a soup entry is not an object"))
        }
        return entry
    }
}

extension JSONCoding {
    /// Parses a stored entry's JSON, without converting it.
    static func parse(_ text: String) throws -> JSONText.JSONValue {
        do {
            return try JSONParser.parse(text)
        } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "a soup entry is not JSON: \(error)"))
        }
    }
}

extension JSONValue {
    /// Converts a parsed value; a repeated key keeps its last value, and numbers become doubles.
    init(_ parsed: JSONText.JSONValue) {
        switch parsed {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let text): self = Double(text).map(JSONValue.number) ?? .null
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map(JSONValue.init))
        case .object(let members):
            var object: [String: JSONValue] = [:]
            object.reserveCapacity(members.count)
            for (key, value) in members { object[key] = JSONValue(value) }
            self = .object(object)
        }
    }
}

extension JSONValue {
    /// The value as JSONText's value, with object keys sorted; a number that JSON cannot hold is an error.
    func sortedText() throws -> JSONText.JSONValue {
        switch self {
        case .null: return .null
        case .bool(let value): return .bool(value)
        case .string(let value): return .string(value)
        case .number(let value):
            guard value.isFinite else {
                throw EncodingError.invalidValue(
                    value,
                    .init(codingPath: [], debugDescription: "a soup entry holds \(value), which JSON cannot hold"))
            }
            if value.rounded() == value, abs(value) < 1e15 { return .number(String(Int(value))) }
            return .number(String(value))
        case .array(let values): return .array(try values.map { try $0.sortedText() })
        case .object(let members):
            return .object(try members.sorted { $0.key < $1.key }.map { ($0.key, try $0.value.sortedText()) })
        }
    }
}
