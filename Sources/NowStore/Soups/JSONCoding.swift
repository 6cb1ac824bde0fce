import Foundation
import JSONText

/// Encodes and decodes soup entries as compact JSON with sorted keys.
enum JSONCoding {
    /// Compact JSON with sorted top-level keys, written by the package's own writer (JSONEncoder cost a tenth of an
    /// insert).
    static func encode(_ value: SoupEntry) throws -> String {
        for (key, member) in value where !member.isFiniteThroughout {
            throw EncodingError.invalidValue(
                key, .init(codingPath: [], debugDescription: "a soup entry's \(key) holds a number JSON cannot hold"))
        }
        return JSONWriter.compact(JSONValue(sortingKeys: value))
    }

    /// Decodes with the package's own byte-level parser: faster than JSONDecoder, and than JSONSerialization, whose
    /// Foundation objects each cost a dynamic cast to convert. A repeated key keeps its last value.
    static func decode(_ text: String) throws -> SoupEntry {
        guard case .object(let members) = try parse(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a soup entry is not an object"))
        }
        var entry = SoupEntry(minimumCapacity: members.count)
        for (key, value) in members { entry[key] = value }
        return entry
    }

    /// Parses a stored entry's JSON.
    static func parse(_ text: String) throws -> JSONValue {
        do {
            return try JSONParser.parse(text)
        } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "a soup entry is not JSON: \(error)"))
        }
    }
}

extension JSONValue {
    /// The value at a dotted path such as `address.city`, or nil.
    func value(at path: String) -> JSONValue? {
        var current = self
        for component in path.split(separator: ".") {
            guard let next = current[String(component)] else { return nil }
            current = next
        }
        return current
    }

    /// Whether every number inside is one JSON can hold: literals and parsed text always are, but a number made
    /// from a `Double` may be infinite or NaN.
    var isFiniteThroughout: Bool {
        switch self {
        case .number(let text): return Double(text)?.isFinite ?? false
        case .array(let items): return items.allSatisfy(\.isFiniteThroughout)
        case .object(let members): return members.allSatisfy { $0.1.isFiniteThroughout }
        case .null, .bool, .string: return true
        }
    }
}
