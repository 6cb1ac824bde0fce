/// A related-list condition, `RLQUERY<table>.<field>,<comparison><count>[,m2m]^<conditions>^ENDRLQUERY`: the record
/// matches when the number of `table` records whose `field` references it, and that meet `conditions`, compares as
/// asked with `count` (`RLQUERYincident.problem_id,>=1^priority=1^ENDRLQUERY` on `problem`: problems with at least
/// one critical incident). It is ANDed with the rest of the query.
public struct RelatedListQuery: Sendable, Hashable {
    /// The related table, such as `incident`.
    public var table: String
    /// The reference field on the related table that points at the queried record, such as `problem_id`.
    public var field: String
    /// How the number of related records compares with ``count``.
    public var comparison: CountComparison
    /// The number the related records are counted against.
    public var count: Int
    /// The conditions the related records must meet; empty for any related record.
    public var conditions: EncodedQuery
    /// Whether the header carried the `m2m` flag, which the condition builder writes for many-to-many lists. It is
    /// kept and printed; matching is the same.
    public var manyToMany: Bool

    /// Creates a related-list condition.
    public init(
        table: String, field: String, comparison: CountComparison, count: Int,
        conditions: EncodedQuery = EncodedQuery(),
        manyToMany: Bool = false
    ) {
        self.table = table
        self.field = field
        self.comparison = comparison
        self.count = count
        self.conditions = conditions
        self.manyToMany = manyToMany
    }

    /// How a count of related records is compared.
    public enum CountComparison: String, Sendable, Hashable, CaseIterable {
        case atLeast = ">="
        case atMost = "<="
        case notEqual = "!="
        case more = ">"
        case fewer = "<"
        case exactly = "="

        /// Whether `actual` compares as asked with `expected`.
        public func holds(_ actual: Int, _ expected: Int) -> Bool {
            switch self {
            case .atLeast: return actual >= expected
            case .atMost: return actual <= expected
            case .notEqual: return actual != expected
            case .more: return actual > expected
            case .fewer: return actual < expected
            case .exactly: return actual == expected
            }
        }
    }

    /// The canonical text, from `RLQUERY` to `ENDRLQUERY`, without a leading `^`.
    public var encoded: String {
        var header = "RLQUERY\(table).\(field),\(comparison.rawValue)\(count)"
        if manyToMany { header += ",m2m" }
        let inner = conditions.encoded
        return ([header] + (inner.isEmpty ? [] : [inner]) + ["ENDRLQUERY"]).joined(separator: "^")
    }
}
