import GRDB

extension NowStore {
    /// How SQLite finds the entries a request matches: the detail lines of `EXPLAIN QUERY PLAN` for the count
    /// ``find(_:)`` runs first, such as `SEARCH soup_incident USING INDEX soup_incident_idx_0 (idx_0=?)`. A line
    /// starting `SCAN` walks the whole soup, which is what a slow query usually shows.
    public func explain(_ request: RecordQuery) throws -> [String] {
        let (schema, filter, _, _) = try compiledFilter(request)
        return try writer.read { db in
            try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN SELECT COUNT(*) FROM \(schema.quotedTable) WHERE \(filter.sql)",
                arguments: StatementArguments(filter.arguments)
            ).compactMap { $0["detail"] as String? }
        }
    }
}
