import NowQuery

/// An aggregate over the records of a soup that match an encoded query: counts, averages, sums, minimums and
/// maximums, grouped by fields, filtered by `HAVING` terms and ordered. It runs in SQL.
public struct AggregateQuery: Sendable {
    /// An aggregate function.
    public enum Function: String, Sendable, Hashable, CaseIterable {
        case count = "COUNT"
        case avg = "AVG"
        case min = "MIN"
        case max = "MAX"
        case sum = "SUM"
    }

    /// One aggregate of one field; `field` is nil for `COUNT` of records.
    public struct Term: Sendable, Hashable {
        public var function: Function
        public var field: String?

        /// Creates a term.
        public init(_ function: Function, _ field: String?) {
            self.function = function
            self.field = field
        }
    }

    /// A `HAVING` condition: an aggregate compared with a number.
    public struct Having: Sendable, Hashable {
        public var term: Term
        /// One of `=`, `!=`, `<`, `<=`, `>`, `>=`.
        public var comparison: String
        public var value: Double

        /// Creates a condition.
        public init(_ term: Term, _ comparison: String, _ value: Double) {
            self.term = term
            self.comparison = comparison
            self.value = value
        }

        /// The comparisons SQL is given.
        public static let comparisons: Set<String> = ["=", "!=", "<", "<=", ">", ">="]
    }

    /// A sort key: a grouped field, or an aggregate.
    public enum SortKey: Sendable, Hashable {
        case field(String)
        case aggregate(Term)
    }

    /// The soup holding the records.
    public var soup: String
    /// Which records.
    public var query: EncodedQuery
    /// Each field's type.
    public var fieldTypes: [String: QueryFieldType]
    /// The display field, for the evaluator.
    public var displayField: String?
    /// The clock, user and lookups for the evaluator.
    public var context: QueryContext
    /// The fields to group by, in order; empty for one group of every record.
    public var groupBy: [String]
    /// The aggregates to work out.
    public var terms: [Term]
    /// Conditions on the groups' aggregates.
    public var having: [Having]
    /// The groups' order; by the grouped fields ascending when empty.
    public var ordering: [(key: SortKey, descending: Bool)]

    /// Creates an aggregate query.
    public init(
        soup: String, query: EncodedQuery, fieldTypes: [String: QueryFieldType], displayField: String? = nil,
        context: QueryContext = QueryContext(), groupBy: [String] = [], terms: [Term] = [], having: [Having] = [],
        ordering: [(key: SortKey, descending: Bool)] = []
    ) {
        self.soup = soup
        self.query = query
        self.fieldTypes = fieldTypes
        self.displayField = displayField
        self.context = context
        self.groupBy = groupBy
        self.terms = terms
        self.having = having
        self.ordering = ordering
    }
}

/// One group of an aggregate: the grouped fields' values and each term's result, as text.
public struct AggregateGroup: Sendable, Hashable {
    /// The grouped fields' stored values, in the query's order; empty values are "".
    public var values: [String]
    /// Each term's result: integers without a fraction, averages to four places, empty when there was no value.
    public var results: [AggregateQuery.Term: String]

    /// Creates a group.
    public init(values: [String], results: [AggregateQuery.Term: String]) {
        self.values = values
        self.results = results
    }
}
