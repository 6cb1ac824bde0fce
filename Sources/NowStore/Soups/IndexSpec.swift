/// How an index column stores a path's values.
public enum IndexType: String, Sendable, Hashable, Codable {
    /// Text, compared without regard to case.
    case string
    /// Whole numbers.
    case integer
    /// Floating-point numbers.
    case floating
    /// Text that `match` queries search with SQLite FTS5; also usable as a string index.
    case fullText = "full_text"
    /// No column: queries read the path from the stored JSON with `json_extract`.
    case json1
}

/// A path in a soup's entries that queries can use, and how it is indexed.
public struct IndexSpec: Sendable, Hashable, Codable {
    /// The dotted path into each entry, such as `number` or `address.city`.
    public var path: String
    /// How the path is indexed.
    public var type: IndexType

    /// Creates an index spec.
    public init(path: String, type: IndexType) {
        self.path = path
        self.type = type
    }
}
