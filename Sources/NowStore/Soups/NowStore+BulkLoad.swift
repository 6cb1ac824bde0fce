import GRDB

extension NowStore {
    /// Runs `load`, which fills `soup` through ``upsert(_:into:externalIDPath:)``, with the soup's column indexes
    /// built once at the end instead of row by row, when the soup starts empty (building an index from sorted rows
    /// is several times faster than growing it). A soup that holds entries is loaded as usual.
    ///
    /// The indexes are back when this returns or throws. Queries during the load still answer, only slower, so run
    /// it before serving.
    public func loadingInBulk<T>(into soup: String, _ load: () throws -> T) throws -> T {
        let schema = try schema(soup)
        let empty = try writer.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM (SELECT 1 FROM \(schema.quotedTable) LIMIT 1)") == 0
        }
        guard empty else { return try load() }
        try writer.write { db in
            for statement in SoupStatements(schema).dropColumnIndexes { try db.execute(sql: statement) }
        }
        let result: T
        do {
            result = try load()
        } catch {
            try? rebuildIndexes(of: schema)
            throw error
        }
        try rebuildIndexes(of: schema)
        return result
    }

    private func rebuildIndexes(of schema: SoupSchema) throws {
        try writer.write { db in
            // Sorting for an index build may use a second thread where SQLite was built with them.
            try db.execute(sql: "PRAGMA threads = 2")
            for statement in SoupStatements(schema).createColumnIndexes { try db.execute(sql: statement) }
            try Self.sampleStatistics(db, table: schema.quotedTable)
        }
        counts.invalidate(schema.name)
    }
}
