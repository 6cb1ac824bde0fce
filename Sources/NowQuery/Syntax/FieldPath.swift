/// A field name, possibly dot-walked through reference fields (`assigned_to.department.name`).
public struct FieldPath: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The names along the walk; the last one is the field read on the final record.
    public var components: [String]

    /// Creates a path from its components.
    public init(components: [String]) {
        self.components = components
    }

    /// Creates a path from its dotted form without validating it. Use `FieldPath.parse` for untrusted text.
    public init(_ dotted: String) {
        self.components = dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// Creates a path from a string literal such as `"caller_id.vip"`.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The dotted form, as written in an encoded query.
    public var description: String { components.joined(separator: ".") }

    /// The first component: the field on the record being queried.
    public var head: String { components.first ?? "" }

    /// Whether the path walks through at least one reference.
    public var isDotWalk: Bool { components.count > 1 }

    /// Whether `character` may appear in a field name in an encoded query.
    ///
    /// Column names on the platform are lower case, so an upper-case letter ends the field and starts the operator.
    static func isNameCharacter(_ character: Character) -> Bool {
        switch character {
        case "a"..."z", "0"..."9", "_": return true
        default: return false
        }
    }

    /// Parses a dotted path, returning nil when a component is empty or holds a character a field name cannot have.
    public static func parse(_ text: Substring) -> FieldPath? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty else { return nil }
        for part in parts where part.isEmpty || !part.allSatisfy(isNameCharacter) {
            return nil
        }
        return FieldPath(components: parts.map(String.init))
    }
}
