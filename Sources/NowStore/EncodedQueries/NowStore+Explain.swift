import GRDB

/// How SQLite answers a request: the detail lines of `EXPLAIN QUERY PLAN`, such as
/// `SEARCH soup_incident USING INDEX soup_incident_idx_0 (idx_0=?)`. A line starting `SCAN` walks a whole table,
/// which is what a slow query usually shows.
public struct QueryPlan: Sendable, Hashable {
    /// The plan of the count ``NowStore/find(_:)`` runs first.
    public var count: [String]
    /// The plan of the page it reads next; empty when NowQuery's evaluator finishes the query instead.
    public var page: [String]
}

extension NowStore {
    /// How SQLite finds the entries a request matches, and the page of them it returns.
    public func explain(_ request: RecordQuery) throws -> QueryPlan {
        let compiled = try compiledFilter(request)
        let table = compiled.schema.quotedTable
        let count = compiled.countQuery
        return try isolatedRead { db in
            let counting = try Self.plan(count.sql, arguments: count.arguments, db: db)
            guard compiled.exact, let order = compiled.order else { return QueryPlan(count: counting, page: []) }
            let total = try Int.fetchOne(db, sql: count.sql, arguments: StatementArguments(count.arguments)) ?? 0
            let hint = try accessPath(
                schema: compiled.schema, walk: order.walk, total: total, request: request, db: db)
            let page = compiled.pageQuery(
                columns: "\(table).id", hint: hint, limit: request.limit, offset: request.offset)
            return QueryPlan(count: counting, page: try Self.plan(page.sql, arguments: page.arguments, db: db))
        }
    }

    private static func plan(_ sql: String, arguments: [DatabaseValueConvertible?], db: Database) throws -> [String] {
        try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN \(sql)", arguments: StatementArguments(arguments))
            .compactMap { $0["detail"] as String? }
    }
}
