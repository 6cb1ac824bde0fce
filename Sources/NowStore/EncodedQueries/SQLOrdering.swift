/// An ORDER BY compiled to SQL, and how a page of it can be read without sorting every match.
struct SQLOrdering {
    /// How the rows come in this order.
    enum Walk: Equatable {
        /// Insertion order: the table itself, by id.
        case insertion
        /// The first key's column, whose index is walked.
        case index(column: String)
        /// Only by sorting, as for a choice field's key: SQLite picks its own plan.
        case sort
    }

    /// The ORDER BY terms, ending with the id in the first key's direction, so ties keep insertion order in an
    /// ascending sort and reverse it in a descending one, as the evaluator orders them.
    let sql: String
    let walk: Walk
    /// Whether ties come newest first: the query's first key sorts descending.
    let tiesDescending: Bool
}
