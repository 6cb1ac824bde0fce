import GRDB

/// A query spec turned into SQL and arguments over the soup tables.
struct CompiledQuery {
    var sql: String
    var arguments: StatementArguments
    /// Whether each row is a whole entry (`id, last_modified, soup`) rather than selected values.
    var returnsEntries: Bool
}

extension QuerySpec {
    func compile(in store: NowStore) throws -> CompiledQuery {
        if case .smartSQL(let sql) = kind {
            return CompiledQuery(sql: try SmartSQL.translate(sql, store: store), arguments: [], returnsEntries: false)
        }
        let schema = try store.schema(soup)
        var clauses: [String] = []
        var arguments: [DatabaseValueConvertible?] = []
        switch kind {
        case .all, .smartSQL:
            break
        case .exact(let path, let key):
            clauses.append("\(try indexed(path, schema)) = ?")
            arguments.append(SoupWriter.indexValue(key, schema.spec(for: path)?.type ?? .string))
        case .like(let path, let key):
            clauses.append("\(try indexed(path, schema)) LIKE ?")
            arguments.append(key)
        case .range(let path, let begin, let end):
            let expression = try indexed(path, schema)
            let type = schema.spec(for: path)?.type ?? .string
            if let begin {
                clauses.append("\(expression) >= ?")
                arguments.append(SoupWriter.indexValue(begin, type))
            }
            if let end {
                clauses.append("\(expression) <= ?")
                arguments.append(SoupWriter.indexValue(end, type))
            }
        case .match(let path, let key):
            guard schema.spec(for: path)?.type == .fullText, let column = schema.column(for: path) else {
                throw StoreError.notFullText(soup: soup, path: path)
            }
            clauses.append(
                "\(schema.quotedTable).id IN (SELECT rowid FROM \(schema.ftsTable) WHERE \(schema.ftsTable) MATCH ?)")
            arguments.append("\(column) : (\(key))")
        }
        let selection: String
        if let selectPaths {
            selection = selectPaths.map { schema.expression(for: $0) }.joined(separator: ", ")
        } else {
            selection = "\(schema.quotedTable).id, \(schema.quotedTable).last_modified, \(schema.quotedTable).soup"
        }
        var sql = "SELECT \(selection) FROM \(schema.quotedTable)"
        if !clauses.isEmpty {
            sql += " WHERE " + clauses.joined(separator: " AND ")
        }
        if let orderPath {
            sql +=
                " ORDER BY \(schema.expression(for: orderPath)) \(order == .ascending ? "ASC" : "DESC"), \(schema.quotedTable).id"
        }
        return CompiledQuery(sql: sql, arguments: StatementArguments(arguments), returnsEntries: selectPaths == nil)
    }

    private func indexed(_ path: String, _ schema: SoupSchema) throws -> String {
        guard schema.spec(for: path) != nil || path == "_soupEntryId" || path == "_soupLastModifiedDate" else {
            throw StoreError.unindexedPath(soup: soup, path: path)
        }
        return schema.expression(for: path)
    }
}
