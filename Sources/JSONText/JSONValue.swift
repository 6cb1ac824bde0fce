/// A JSON value that keeps object keys in their original order and numbers as their original text, so a body
/// stored as JSON prints back to the same bytes.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// The number exactly as written, for example `2`, `-0.5` or `1e3`.
    case number(String)
    case string(String)
    case array([JSONValue])
    /// Members in their original order.
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .number(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .array(let values): hasher.combine(values)
        case .object(let members):
            for (key, value) in members {
                hasher.combine(key)
                hasher.combine(value)
            }
        }
    }

    /// The member named `key` of an object; as in JavaScript, a repeated key's last value.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.0 == key }?.1
    }

    /// The text of a string value.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The elements of an array value.
    public var arrayValue: [JSONValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    /// The members of an object value.
    public var objectValue: [(String, JSONValue)]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// Whether two values mean the same: objects compare regardless of key order, numbers by value.
    public func semanticallyEquals(_ other: JSONValue) -> Bool {
        switch (self, other) {
        case (.number(let a), .number(let b)):
            if a == b { return true }
            guard let x = Double(a), let y = Double(b) else { return false }
            return x == y
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.semanticallyEquals($1) }
        case (.object(let a), .object(let b)):
            guard a.count == b.count else { return false }
            let right = Dictionary(b, uniquingKeysWith: { first, _ in first })
            return a.allSatisfy { key, value in right[key].map { value.semanticallyEquals($0) } ?? false }
        default:
            return self == other
        }
    }

    /// A copy with every object value at `transform`'s chosen keys replaced, at any depth.
    public func mapObjects(_ transform: (String, JSONValue) -> JSONValue) -> JSONValue {
        switch self {
        case .array(let values): return .array(values.map { $0.mapObjects(transform) })
        case .object(let members):
            return .object(members.map { key, value in (key, transform(key, value.mapObjects(transform))) })
        default: return self
        }
    }
}
