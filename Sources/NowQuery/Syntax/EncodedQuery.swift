/// A parsed ServiceNow encoded query: keyword terms, OR-ed groups of conditions, an end marker and sort keys.
///
/// The structure mirrors how the platform reads a query string:
/// `123TEXTQUERY321=<keywords>^<group>^NQ<group>^EQ^ORDERBY<field>`.
/// Each group is a conjunction of clauses; each clause is a disjunction of conditions joined with `^OR`.
public struct EncodedQuery: Sendable, Hashable {
    /// The `123TEXTQUERY321=` keyword terms, if the query has a keyword search.
    public var keywords: String?
    /// The condition groups. `^NQ` separates them, and a record matches when any group matches.
    public var groups: [QueryGroup]
    /// Whether the query carries the `^EQ` end marker. It has no effect on matching.
    public var hasEndMarker: Bool
    /// The `ORDERBY` / `ORDERBYDESC` sort keys, in priority order.
    public var ordering: [QueryOrdering]
    /// The `RLQUERY…^ENDRLQUERY` related-list conditions, each ANDed with the rest of the query.
    public var relatedListQueries: [RelatedListQuery]

    /// Creates a query from its parts.
    public init(
        keywords: String? = nil,
        groups: [QueryGroup] = [],
        hasEndMarker: Bool = false,
        ordering: [QueryOrdering] = [],
        relatedListQueries: [RelatedListQuery] = []
    ) {
        self.relatedListQueries = relatedListQueries
        self.keywords = keywords
        self.groups = groups
        self.hasEndMarker = hasEndMarker
        self.ordering = ordering
    }

    /// A query that matches every record and sorts nothing.
    public static let matchAll = EncodedQuery()

    /// Whether the query filters nothing (it may still sort).
    public var hasNoConditions: Bool {
        keywords == nil && groups.allSatisfy(\.clauses.isEmpty) && relatedListQueries.isEmpty
    }
}

/// A conjunction of clauses: every clause must hold.
public struct QueryGroup: Sendable, Hashable {
    /// The clauses joined by `^`.
    public var clauses: [QueryClause]

    /// Creates a group from its clauses.
    public init(clauses: [QueryClause]) {
        self.clauses = clauses
    }
}

/// A disjunction of conditions: `a^ORb^ORc` holds when any of them holds.
///
/// `^OR` binds to the condition just before it, so `a^b^ORc` is `a AND (b OR c)`.
public struct QueryClause: Sendable, Hashable {
    /// The alternatives; the first one is the condition written before any `^OR`.
    public var alternatives: [QueryCondition]

    /// Creates a clause from its alternatives.
    public init(alternatives: [QueryCondition]) {
        self.alternatives = alternatives
    }

    /// Creates a clause with a single condition.
    public init(_ condition: QueryCondition) {
        self.alternatives = [condition]
    }
}

/// One sort key: `ORDERBY<field>` or `ORDERBYDESC<field>`.
public struct QueryOrdering: Sendable, Hashable {
    /// The field, possibly dot-walked.
    public var field: FieldPath
    /// Whether the sort is descending.
    public var descending: Bool

    /// Creates a sort key.
    public init(field: FieldPath, descending: Bool = false) {
        self.field = field
        self.descending = descending
    }
}

extension Array where Element == QueryOrdering {
    /// Whether records equal on every key come newest first: they keep insertion order when the first key ascends
    /// and reverse it when it descends, as a database walking one index either way returns them. The evaluator and
    /// the store's SQL both follow this rule.
    public var tiesDescending: Bool { first?.descending == true }
}
