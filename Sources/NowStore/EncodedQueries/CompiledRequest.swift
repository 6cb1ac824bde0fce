import GRDB

/// A request compiled to SQL: the filter the count uses, whether it is the whole query, the order, and the keyword
/// search on its own, so a page in insertion order can walk the full-text matches instead of collecting them all.
struct CompiledRequest {
    let schema: SoupSchema
    /// The whole filter, keyword search included.
    let filter: SQLFragment
    /// Whether the filter is the whole query, with nothing left for the evaluator.
    let exact: Bool
    /// The order in SQL; nil when some key cannot be ordered in SQL.
    let order: SQLOrdering?
    /// The filter without the keyword search, and the FTS5 expression of the keywords.
    let keywordSearch: (rest: SQLFragment, expression: DatabaseValueConvertible?)?

    /// The count of every entry the filter matches, which ``NowStore/find(_:)`` runs before the page.
    var countQuery: SQLFragment {
        SQLFragment(sql: "SELECT COUNT(*) FROM \(schema.quotedTable) WHERE \(filter.sql)", arguments: filter.arguments)
    }

    /// The SELECT of one page of `columns`. With keywords and insertion order, FTS5 hands its matches in rowid
    /// order, so the page is read by walking them and stopping after the page: at 1,000,000 incidents a common word
    /// matches 80,000, which the `id IN (…)` form collected into a temporary tree on every request. Otherwise the
    /// soup is walked as `hint` says.
    func pageQuery(columns: String, hint: String, limit: Int?, offset: Int) -> SQLFragment {
        let table = schema.quotedTable
        // Bound, so every page of one query shares one prepared statement.
        let bounds = "LIMIT ? OFFSET ?"
        let boundArguments: [DatabaseValueConvertible?] = [limit.map { max(0, $0) } ?? -1, max(0, offset)]
        if let keywordSearch, order?.walk == .insertion {
            let fts = schema.ftsTable
            return SQLFragment(
                sql: "SELECT \(columns) FROM \(fts) JOIN \(table) ON \(table).id = \(fts).rowid "
                    + "WHERE \(fts) MATCH ? AND (\(keywordSearch.rest.sql)) "
                    + "ORDER BY \(fts).rowid \(order?.tiesDescending == true ? "DESC" : "ASC") \(bounds)",
                arguments: [keywordSearch.expression] + keywordSearch.rest.arguments + boundArguments)
        }
        return SQLFragment(
            sql:
                "SELECT \(columns) FROM \(table) \(hint) WHERE \(filter.sql) ORDER BY \(order?.sql ?? "\(table).id ASC") "
                + bounds,
            arguments: filter.arguments + boundArguments)
    }
}
