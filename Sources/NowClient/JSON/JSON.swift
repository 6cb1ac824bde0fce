import Foundation
import JSONText

/// A JSON value as the instance sends it: what the raw-JSON operations return and take.
///
/// Parsing goes through JSONText's parser; `Codable` decoding and encoding through `JSONDecoder` and
/// `JSONEncoder`. Printed objects sort their keys, so the same value always prints the same way.
public enum JSON: Sendable, Hashable, Codable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    /// Parses `data`, or throws `NowClientError.invalidJSON` naming the line, the column and what was wrong.
    public init(parsing data: Data) throws(NowClientError) {
        do {
            self.init(try JSONParser.parse(data))
        } catch {
            throw .invalidJSON(reason: "\(error)", body: String(decoding: data.prefix(2_000), as: UTF8.self))
        }
    }

    /// The value a parsed document holds. Numbers become doubles and, as in any JSON object, a repeated key keeps
    /// its last value.
    init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let text): self = .number(Double(text) ?? .nan)
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map(JSON.init))
        case .object(let members):
            var converted = [String: JSON](minimumCapacity: members.count)
            for (key, member) in members { converted[key] = JSON(member) }
            self = .object(converted)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Strings come first: they are the instance's most common value, and a failed attempt costs an error.
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode([JSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSON].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value):
            if value.rounded() == value && abs(value) < 1e15 {
                try container.encode(Int64(value))
            } else {
                try container.encode(value)
            }
        case .string(let value): try container.encode(value)
        case .array(let items): try container.encode(items)
        case .object(let members): try container.encode(members)
        }
    }

    /// Encodes any `Encodable` value as JSON.
    public init(encoding value: some Encodable) throws(NowClientError) {
        let data: Data
        do {
            data = try JSONEncoder().encode(value)
        } catch {
            throw .encoding(type: "\(type(of: value))", reason: "\(error)")
        }
        try self.init(parsing: data)
    }

    /// Decodes this value as `T`, or throws `NowClientError.decoding` naming the type and the place.
    public func decode<T: Decodable>(_ type: T.Type) throws(NowClientError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw .decoding(type: "\(T.self)", reason: DecodingFailure.describe(error), body: compactText)
        }
    }

    /// The value under `key` of an object, or nil.
    public subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The element at `index` of an array, or nil.
    public subscript(index: Int) -> JSON? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }

    /// The string, or a number or bool written as the instance writes it; nil for null, arrays and objects.
    public var text: String? {
        switch self {
        case .string(let value): return value
        case .number(let value):
            return value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .bool(let value): return value ? "true" : "false"
        default: return nil
        }
    }

    /// The elements of an array; nil for anything else.
    public var array: [JSON]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// The keys of an object, sorted; nil for anything else.
    public var keys: [String]? {
        if case .object(let members) = self { return members.keys.sorted() }
        return nil
    }

    /// Compact JSON bytes, keys in their order.
    public var data: Data { print(pretty: false) }

    /// Compact JSON text, keys sorted.
    public var compactText: String { String(decoding: print(pretty: false), as: UTF8.self) }

    /// Indented JSON text for people, keys sorted.
    public var prettyText: String { String(decoding: print(pretty: true), as: UTF8.self) }

    private func print(pretty: Bool) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data("null".utf8)
    }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral,
    ExpressibleByFloatLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSON...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
    }
    public init(nilLiteral: ()) { self = .null }
}

extension JSON: CustomStringConvertible {
    public var description: String { compactText }
}
