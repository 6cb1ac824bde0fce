/// HTTP header fields in order, with case-insensitive lookup; repeated names (such as Set-Cookie) stay separate.
public struct HeaderFields: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// One header line.
    public struct Field: Sendable, Hashable {
        public var name: String
        public var value: String

        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The fields in order.
    public var fields: [Field]

    public init(_ fields: [Field] = []) {
        self.fields = fields
    }

    public init(_ pairs: [(String, String)]) {
        self.fields = pairs.map { Field($0.0, $0.1) }
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements)
    }

    /// Headers are equal when they hold the same values under the same names, ignoring the case of names and the
    /// order of different names (values of one name keep their order), as HTTP means them.
    public static func == (lhs: HeaderFields, rhs: HeaderFields) -> Bool {
        lhs.canonical == rhs.canonical
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(canonical)
    }

    private var canonical: [String: [String]] {
        Dictionary(grouping: fields, by: { $0.name.lowercased() }).mapValues { $0.map(\.value) }
    }

    public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }

    /// The first value of `name`.
    public subscript(name: String) -> String? {
        fields.first { Self.sameName($0.name, name) }?.value
    }

    /// Whether two field names are equal ignoring ASCII case, without building lowercased copies.
    public static func sameName(_ first: String, _ second: String) -> Bool {
        guard first.utf8.count == second.utf8.count else { return false }
        return zip(first.utf8, second.utf8).allSatisfy { pair in
            pair.0 == pair.1 || (pair.0 | 0x20 == pair.1 | 0x20 && (pair.0 | 0x20) >= 0x61 && (pair.0 | 0x20) <= 0x7A)
        }
    }

    /// Every value of `name`, in order.
    public func values(_ name: String) -> [String] {
        let lowered = name.lowercased()
        return fields.filter { $0.name.lowercased() == lowered }.map(\.value)
    }

    /// Whether `name` is present.
    public func contains(_ name: String) -> Bool { self[name] != nil }

    /// Appends a field.
    public mutating func add(_ name: String, _ value: String) {
        fields.append(Field(name, value))
    }

    /// Replaces every field named `name` with one field, or removes them all when `value` is nil.
    public mutating func set(_ name: String, _ value: String?) {
        let lowered = name.lowercased()
        if let position = fields.firstIndex(where: { $0.name.lowercased() == lowered }), let value {
            fields[position].value = value
            fields = fields.enumerated().filter { $0.offset == position || $0.element.name.lowercased() != lowered }
                .map(\.element)
        } else {
            fields.removeAll { $0.name.lowercased() == lowered }
            if let value { fields.append(Field(name, value)) }
        }
    }

    /// Whether `name` is one of `names`, ignoring ASCII case.
    public static func name(_ name: String, isOneOf names: some Sequence<String>) -> Bool {
        names.contains { sameName($0, name) }
    }

    /// Whether a header value contains any of `lowercasedTexts`, ignoring ASCII case (as in `Content-Type` checks).
    public static func value(_ value: String, containsAnyOf lowercasedTexts: [String]) -> Bool {
        let text = value.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        return lowercasedTexts.contains { needle in
            let wanted = Array(needle.utf8)
            guard text.count >= wanted.count else { return false }
            return (0...(text.count - wanted.count)).contains {
                text[$0..<($0 + wanted.count)].elementsEqual(wanted)
            }
        }
    }

    /// A copy without the named fields.
    public func removing(_ names: Set<String>) -> HeaderFields {
        guard fields.contains(where: { Self.name($0.name, isOneOf: names) }) else { return self }
        return HeaderFields(fields.filter { !Self.name($0.name, isOneOf: names) })
    }

    /// The fields with every value passed through `transform`.
    public func mapValues(_ transform: (Field) -> String) -> HeaderFields {
        HeaderFields(fields.map { Field($0.name, transform($0)) })
    }

    /// Whether a field describes one connection rather than the message (``hopByHop``).
    public static func isHopByHop(_ name: String) -> Bool {
        Self.name(name, isOneOf: hopByHop)
    }

    /// Headers that describe one connection rather than the message, which proxies and replays never pass on.
    public static let hopByHop: Set<String> = [
        "connection", "keep-alive", "proxy-authenticate", "proxy-authorization", "te", "trailer",
        "transfer-encoding", "upgrade", "proxy-connection",
    ]
}
