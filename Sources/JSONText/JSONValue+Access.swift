/// Reading values the way the instance writes them, and building objects from dictionaries.
extension JSONValue {
    /// An object holding `members`, keys sorted so that the same dictionary always prints the same bytes.
    public init(sortingKeys members: [String: JSONValue]) {
        self = .object(members.sorted { $0.key < $1.key })
    }

    /// An object of string members, keys sorted as ``init(sortingKeys:)`` sorts them.
    public static func strings(_ values: [String: String]) -> JSONValue {
        .object(values.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
    }

    /// The element at `index` of an array, or nil.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }

    /// The string, the number as written, or `true`/`false`; nil for null, arrays and objects.
    public var text: String? {
        switch self {
        case .string(let value): return value
        case .number(let value): return value
        case .bool(let value): return value ? "true" : "false"
        case .null, .array, .object: return nil
        }
    }

    /// A number's value as a `Double`; nil for anything else.
    public var doubleValue: Double? {
        if case .number(let text) = self { return Double(text) }
        return nil
    }

    /// A number's value as an `Int` when it is a whole number that fits; nil for anything else.
    public var intValue: Int? {
        guard case .number(let text) = self else { return nil }
        if let whole = Int(text) { return whole }
        guard let value = Double(text), value.rounded() == value, abs(value) < 1e18 else { return nil }
        return Int(value)
    }

    /// The keys of an object, in order; nil for anything else.
    public var keys: [String]? {
        objectValue?.map(\.0)
    }

    /// Compact JSON text, keys in their order.
    public var compactText: String { JSONWriter.compact(self) }

    /// Indented JSON text for people, keys in their order.
    public var prettyText: String { JSONWriter.pretty(self) }
}

extension JSONValue: CustomStringConvertible {
    /// Compact JSON text.
    public var description: String { compactText }
}
