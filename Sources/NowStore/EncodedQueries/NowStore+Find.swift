import Foundation
import GRDB
import NowQuery

extension NowStore {
    /// Runs an encoded query over a soup of records: in SQL when every part compiles, otherwise with the compiled
    /// parts as a SQL prefilter and NowQuery's evaluator for the rest. Both give the same records in the same order.
    ///
    /// Keywords search the soup's `full_text` fields through FTS5 (or every text field when it has none).
    public func find(_ request: RecordQuery) throws -> RecordQueryResult {
        let (page, total, plan) = try findPage(request, columns: ["id", "last_modified", "soup"]) {
            try Row.fetchAll($0, arguments: $1)
        }
        switch page {
        case .sql(let rows):
            return RecordQueryResult(entries: try rows.map(SoupWriter.entry(from:)), totalCount: total, plan: plan)
        case .evaluated(let entries):
            return RecordQueryResult(entries: entries, totalCount: total, plan: plan)
        }
    }

    /// ``find(_:)``, with each entry as its text values (`JSONValue.text`) by path, skipping values without text
    /// and the store's metadata: decoded straight from the stored JSON, for callers that only want text. A page
    /// read in SQL reads only that JSON, without copying each row.
    public func findTexts(_ request: RecordQuery) throws -> (entries: [[String: String]], totalCount: Int) {
        let (page, total, _) = try findPage(request, columns: ["soup"]) { try String.fetchAll($0, arguments: $1) }
        switch page {
        case .sql(let soups): return (try soups.map(SoupWriter.texts(fromSoup:)), total)
        case .evaluated(let entries): return (entries.map(SoupWriter.texts(of:)), total)
        }
    }

    /// ``find(_:)``, with each entry as its stored JSON object, without the store's metadata: for callers that copy
    /// values out as JSON without decoding them. ``soupTexts(_:)`` reads one as ``findTexts(_:)`` would.
    public func findSoups(_ request: RecordQuery) throws -> (soups: [String], totalCount: Int) {
        let (page, total, _) = try findPage(request, columns: ["soup"]) { try String.fetchAll($0, arguments: $1) }
        switch page {
        case .sql(let soups): return (soups, total)
        case .evaluated(let entries): return (try entries.map(SoupWriter.soup(withoutMetadata:)), total)
        }
    }

    /// A stored JSON object's text values by path, as ``findTexts(_:)`` gives them.
    public static func soupTexts(_ soup: String) throws -> [String: String] {
        try SoupWriter.texts(fromSoup: soup)
    }

    private enum FoundPage<Read> {
        /// What the page query read, straight from SQL.
        case sql([Read])
        /// Entries the evaluator chose.
        case evaluated([SoupEntry])
    }

    /// The SQL a request filters with, whether that filter is the whole query, and its order.
    func compiledFilter(_ request: RecordQuery) throws -> CompiledRequest {
        let schema = try schema(request.soup)
        var compiler = EncodedQueryCompiler(schema: schema, types: request.fieldTypes, context: request.context)
        if !request.forceEvaluator {
            compiler.choiceColumnsInIndexOrder = try choiceColumnsInIndexOrder(request, schema: schema)
        }
        var (filter, exact) = request.forceEvaluator ? (.alwaysTrue, false) : compiler.whereClause(request.query)
        var keywordSearch: (rest: SQLFragment, expression: DatabaseValueConvertible?)?
        if !request.forceEvaluator, let keywords = request.query.keywords {
            let search = KeywordSearch(keywords)
            if let match = KeywordMatchSQL(schema: schema).fragment(for: search) {
                if let expression = KeywordMatchSQL.expression(for: search) { keywordSearch = (filter, expression) }
                filter = SQLFragment(
                    sql: "(\(filter.sql)) AND \(match.sql)", arguments: filter.arguments + match.arguments)
            } else if !schema.indexSpecs.contains(where: { $0.type == .fullText }) {
                exact = false
            }
        }
        let order = request.forceEvaluator ? nil : compiler.orderBy(request.query.ordering)
        return CompiledRequest(schema: schema, filter: filter, exact: exact, order: order, keywordSearch: keywordSearch)
    }

    /// The columns of the request's choice sort keys whose index lists their values in choice order, checked once
    /// for each write generation of the soup.
    private func choiceColumnsInIndexOrder(_ request: RecordQuery, schema: SoupSchema) throws -> Set<String> {
        var columns = Set<String>()
        for key in request.query.ordering where key.field.components.count == 1 {
            guard case .choice? = request.fieldTypes[key.field.head], let column = schema.column(for: key.field.head)
            else { continue }
            let cacheKey = "\u{3}choice order of " + column
            let generation = counts.generation(request.soup)
            let holds: Bool
            if let known = counts.count(soup: request.soup, key: cacheKey) {
                holds = known == 1
            } else {
                holds = try isolatedRead { db in
                    try ChoiceIndexOrder.holds(table: schema.quotedTable, column: column, db: db)
                }
                counts.store(holds ? 1 : 0, soup: request.soup, key: cacheKey, generation: generation)
            }
            if holds { columns.insert(column) }
        }
        return columns
    }

    /// The page a request selects. A page read in SQL selects `columns` of the soup's table and is read by `read`,
    /// inside the store's isolated read; one the evaluator chooses is entries.
    private func findPage<Read>(
        _ request: RecordQuery, columns pageColumns: [String],
        read: (Statement, StatementArguments) throws -> [Read]
    ) throws -> (FoundPage<Read>, Int, RecordQueryResult.Plan) {
        let compiled = try compiledFilter(request)
        let (schema, filter, exact, order) = (compiled.schema, compiled.filter, compiled.exact, compiled.order)
        let keywordFields = schema.indexSpecs.filter { $0.type == .fullText }.map(\.path)
        let table = schema.quotedTable
        let columns = "\(table).id, \(table).last_modified, \(table).soup"
        if exact, let order {
            let key = Self.countKey(filter)
            let generation = counts.generation(request.soup)
            let cached = counts.count(soup: request.soup, key: key)
            let (total, page) = try isolatedRead { db -> (Int, [Read]) in
                let total =
                    try cached
                    ?? Int.fetchOne(
                        try shapes.statement(db, sql: compiled.countQuery.sql),
                        arguments: StatementArguments(compiled.countQuery.arguments))
                    ?? 0
                guard total > request.offset, request.limit != 0 else { return (total, []) }
                let hint = try accessPath(
                    schema: schema, walk: order.walk, total: total, request: request, db: db)
                let page = compiled.pageQuery(
                    columns: pageColumns.map { "\(table).\($0)" }.joined(separator: ", "),
                    hint: hint, limit: request.limit, offset: request.offset)
                return (total, try read(try shapes.statement(db, sql: page.sql), StatementArguments(page.arguments)))
            }
            if cached == nil { counts.store(total, soup: request.soup, key: key, generation: generation) }
            return (.sql(page), total, .sql)
        }
        let candidates = try isolatedRead { db in
            try Row.fetchAll(
                db,
                sql: "SELECT \(columns) FROM \(table) WHERE \(filter.sql) ORDER BY \(order?.sql ?? "\(table).id ASC")",
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
        let end = request.limit.map { start + min(records.count - start, max(0, $0)) } ?? records.count
        return (
            .evaluated(records[start..<end].map(\.entry)), records.count,
            exact && order != nil ? .sql : .sqlThenEvaluator
        )
    }

    /// What the count of matches is kept under: the filter's SQL and each argument, typed, and a text's length
    /// ahead of it, so no two filters share a key.
    private static func countKey(_ filter: SQLFragment) -> String {
        var key = filter.sql
        for argument in filter.arguments {
            switch argument?.databaseValue.storage ?? .null {
            case .null: key += "\u{1}n"
            case .int64(let number): key += "\u{1}i\(number)"
            case .double(let number): key += "\u{1}d\(number.bitPattern)"
            case .string(let text): key += "\u{1}s\(text.utf8.count):" + text
            case .blob(let bytes): key += "\u{1}b" + bytes.base64EncodedString()
            }
        }
        return key
    }

    /// How SQLite should walk the soup for one page of an ordered query, from the count already known.
    ///
    /// When many entries match, walking the first sort key's index (or the table, for insertion order) and stopping
    /// after the page is far cheaper than sorting every match; when few match, SQLite's own choice of a filter
    /// index is better. The walk is expected to visit about `(offset + limit) × entries ÷ matches` entries.
    func accessPath(
        schema: SoupSchema, walk: SQLOrdering.Walk, total: Int, request: RecordQuery, db: Database
    ) throws -> String {
        guard let limit = request.limit, total > 0, walk != .sort else { return "" }
        let entries = try highestID(schema: schema, soup: request.soup, db: db)
        let (sum, overflow) = max(0, request.offset).addingReportingOverflow(max(0, limit))
        let wanted = overflow ? Int.max : sum
        let expectedWalk = Double(wanted) * Double(entries) / Double(total)
        guard expectedWalk < Double(total) else { return "" }
        switch walk {
        case .insertion: return "NOT INDEXED"
        case .index(let column): return "INDEXED BY \"\(schema.table)_\(column)\""
        case .sort: return ""
        }
    }

    /// The soup's highest entry id, about how many entries it holds, kept until the soup is next written: reading
    /// it cost a statement on every page.
    private func highestID(schema: SoupSchema, soup: String, db: Database) throws -> Int {
        let key = "\u{2}MAX(id)"
        let generation = counts.generation(soup)
        if let known = counts.count(soup: soup, key: key) { return known }
        let highest = try Int.fetchOne(db.cachedStatement(sql: "SELECT MAX(id) FROM \(schema.quotedTable)")) ?? 0
        counts.store(highest, soup: soup, key: key, generation: generation)
        return highest
    }
}
