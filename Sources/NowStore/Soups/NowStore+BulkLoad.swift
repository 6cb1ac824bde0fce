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
        statistics.suspend(soup)
        defer { statistics.resume(soup) }
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
            // An index build sorts its keys in runs the size of the page cache, then merges them. With a small cache
            // and helper threads (where SQLite was built with them), runs are sorted and merged on several cores
            // at once: each build takes about two thirds of the time it takes with the cache the store reads with.
            let cacheSize = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000
            try db.execute(sql: "PRAGMA threads = 4")
            try db.execute(sql: "PRAGMA cache_size = -4096")
            defer {
                try? db.execute(sql: "PRAGMA cache_size = \(cacheSize)")
                try? db.execute(sql: "PRAGMA threads = 0")
            }
            for statement in SoupStatements(schema).createColumnIndexes { try db.execute(sql: statement) }
            try Self.sampleStatistics(db, table: schema.quotedTable)
        }
        counts.invalidate(schema.name)
    }
}
