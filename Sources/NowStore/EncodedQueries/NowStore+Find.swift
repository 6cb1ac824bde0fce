import GRDB
import NowQuery

extension NowStore {
    /// Runs an encoded query over a soup of records: in SQL when every part compiles, otherwise with the compiled
    /// parts as a SQL prefilter and NowQuery's evaluator for the rest. Both give the same records in the same order.
    ///
    /// Keywords search the soup's `full_text` fields through FTS5 (or every text field when it has none).
    public func find(_ request: RecordQuery) throws -> RecordQueryResult {
        let schema = try schema(request.soup)
        let compiler = EncodedQueryCompiler(schema: schema, types: request.fieldTypes, context: request.context)
        let keywordFields = schema.indexSpecs.filter { $0.type == .fullText }.map(\.path)
        var (filter, exact) = request.forceEvaluator ? (.alwaysTrue, false) : compiler.whereClause(request.query)
        if !request.forceEvaluator, let keywords = request.query.keywords {
            if let match = KeywordMatchSQL(schema: schema).fragment(for: KeywordSearch(keywords)) {
                filter = SQLFragment(
                    sql: "(\(filter.sql)) AND \(match.sql)", arguments: filter.arguments + match.arguments)
            } else if keywordFields.isEmpty {
                exact = false
            }
        }
        let order = request.forceEvaluator ? nil : compiler.orderBy(request.query.ordering)
        let table = schema.quotedTable
        let columns = "\(table).id, \(table).last_modified, \(table).soup"
        if exact, let order {
            return try writer.read { db in
                let total =
                    try Int.fetchOne(
                        db, sql: "SELECT COUNT(*) FROM \(table) WHERE \(filter.sql)",
                        arguments: StatementArguments(filter.arguments)) ?? 0
                var sql = "SELECT \(columns) FROM \(table) WHERE \(filter.sql) ORDER BY \(order)"
                sql += " LIMIT \(request.limit.map { max(0, $0) } ?? -1) OFFSET \(max(0, request.offset))"
                let rows = try Row.fetchAll(db, sql: sql, arguments: StatementArguments(filter.arguments))
                return RecordQueryResult(entries: try rows.map(SoupWriter.entry(from:)), totalCount: total, plan: .sql)
            }
        }
        let candidates = try writer.read { db in
            try Row.fetchAll(
                db, sql: "SELECT \(columns) FROM \(table) WHERE \(filter.sql) ORDER BY \(order ?? "\(table).id ASC")",
                arguments: StatementArguments(filter.arguments)
            ).map(SoupWriter.entry(from:))
        }
        let evaluator = QueryEvaluator(query: request.query, context: request.context)
        var records = candidates.map {
            SoupRecord(
                entry: $0, types: request.fieldTypes, displayField: request.displayField,
                keywordFields: keywordFields.isEmpty ? nil : keywordFields)
        }
        if !exact {
            records = records.filter { evaluator.matches($0) }
        }
        if order == nil {
            records = evaluator.sorted(records)
        }
        let start = min(max(0, request.offset), records.count)
        let end = request.limit.map { min(records.count, start + max(0, $0)) } ?? records.count
        return RecordQueryResult(
            entries: records[start..<end].map(\.entry), totalCount: records.count,
            plan: exact && order != nil ? .sql : .sqlThenEvaluator)
    }
}
