/// What a script's `GlideAggregate` asks for: the records, the groups, the aggregates, and their filters and order.
public struct GlideAggregateRequest: Sendable, Hashable {
    /// One aggregate: `COUNT`, `AVG`, `MIN`, `MAX` or `SUM` of a field; `field` is empty for `COUNT` of records.
    public struct Aggregate: Sendable, Hashable {
        public var function: String
        public var field: String

        /// Creates an aggregate.
        public init(function: String, field: String) {
            self.function = function
            self.field = field
        }

        /// How a row's `aggregates` names it: `COUNT`, or `AVG|priority`.
        public var key: String { field.isEmpty ? function : "\(function)|\(field)" }
    }

    /// A condition on a group's aggregate, from `addHaving`.
    public struct Having: Sendable, Hashable {
        public var aggregate: Aggregate
        public var comparison: String
        public var value: Double

        /// Creates a condition.
        public init(aggregate: Aggregate, comparison: String, value: Double) {
            self.aggregate = aggregate
            self.comparison = comparison
            self.value = value
        }
    }

    /// A sort key: a grouped field, or an aggregate from `orderByAggregate`.
    public struct Order: Sendable, Hashable {
        public var field: String?
        public var aggregate: Aggregate?
        public var descending: Bool

        /// Creates a sort key.
        public init(field: String?, aggregate: Aggregate?, descending: Bool) {
            self.field = field
            self.aggregate = aggregate
            self.descending = descending
        }
    }

    public var table: String
    public var encodedQuery: String
    public var groupBy: [String]
    public var aggregates: [Aggregate]
    public var having: [Having]
    public var ordering: [Order]
    /// Whether the calling user's ACLs apply.
    public var secure: Bool

    /// Creates a request.
    public init(
        table: String, encodedQuery: String, groupBy: [String], aggregates: [Aggregate], having: [Having],
        ordering: [Order], secure: Bool
    ) {
        self.table = table
        self.encodedQuery = encodedQuery
        self.groupBy = groupBy
        self.aggregates = aggregates
        self.having = having
        self.ordering = ordering
        self.secure = secure
    }
}

/// One group a `GlideAggregate` steps through: the grouped fields' values, and each aggregate by its key.
public struct GlideAggregateRow: Sendable, Hashable {
    public var values: [String: String]
    public var aggregates: [String: String]

    /// Creates a row.
    public init(values: [String: String], aggregates: [String: String]) {
        self.values = values
        self.aggregates = aggregates
    }
}
