import Foundation
import GRDB
import Synchronization
import TemporaryFolders

/// One soup entry: a JSON object. Stored entries carry `_soupEntryId` and `_soupLastModifiedDate`.
public typealias SoupEntry = [String: JSONValue]

/// A SQLite record store (GRDB) that keeps JSON entries in soups, with SmartStore-style index specs and queries.
///
/// Writes are transactions. A file store uses WAL with full synchronous commits, so a crash loses no committed
/// entry; an in-memory store lives as long as the value.
public final class NowStore: Sendable {
    let writer: any DatabaseWriter
    private let schemas: Mutex<[String: SoupSchema]>
    /// Counts of recent queries, valid while their soup's generation is unchanged.
    let counts = QueryCountCache()
    /// The query texts whose statements stay prepared.
    let shapes = StatementShapes()
    /// Takes a soup's planner statistics again once it has grown since they were taken.
    let statistics = PlannerStatistics()

    /// A temporary store's folder, removed with the store.
    private let temporaryFolder: TemporaryFolder?

    /// The folder holding a store made by ``temporary()``; nil for other stores.
    public var temporaryFolderPath: String? { temporaryFolder?.path }

    /// Creates an in-memory store.
    public convenience init() throws {
        try self.init(writer: DatabaseQueue(configuration: Self.connectionConfiguration()))
    }

    /// Opens (or creates) a store in the file at `path`, with fresh planner statistics: the file may have grown
    /// through single writes since they were taken, or have been written before the store kept any.
    public convenience init(path: String) throws {
        try self.init(writer: Self.pool(at: path, synchronous: "FULL"))
        try writer.write { db in try Self.sampleStatistics(db) }
    }

    /// Takes SQLite's planner statistics from a sample of each index, which costs milliseconds at any size, so the
    /// planner knows a sys_id matches one entry while a class name matches most of them. Without them it guesses,
    /// and a lookup by sys_id narrowed to a class walked every entry of the class.
    static func sampleStatistics(_ db: Database, table: String? = nil) throws {
        try db.execute(sql: "PRAGMA analysis_limit = 1000")
        try db.execute(sql: table.map { "ANALYZE \($0)" } ?? "ANALYZE")
    }

    /// Creates a store in a file of its own in the temporary folder, removed when the store goes. Unlike an
    /// in-memory store, its size is bounded by the disk rather than memory. Like one, it has a single connection,
    /// keeps its rollback journal in memory and syncs nothing, since nothing outlives it: writes cost what they cost
    /// in memory (a write-ahead log made them three times slower).
    public static func temporary() throws -> NowStore {
        let folder = TemporaryFolder(prefix: "nowtape-store-")
        do {
            try folder.create()
        } catch {
            throw StoreError.cannotOpen(error.path, reason: error.reason)
        }
        let databasePath = folder.path + "/store.sqlite"
        var configuration = Self.connectionConfiguration()
        configuration.prepareDatabase { db in
            // 16 KiB pages: a bulk load's index builds, which each read the whole table, take a fifth less time.
            try db.execute(sql: "PRAGMA page_size = 16384")
            try db.execute(sql: "PRAGMA journal_mode = MEMORY")
            try db.execute(sql: "PRAGMA synchronous = OFF")
            // 64 MiB of page cache, and reads of up to 256 MiB of the file mapped rather than copied.
            try db.execute(sql: "PRAGMA cache_size = -65536")
            try db.execute(sql: "PRAGMA mmap_size = 268435456")
            // No other connection ever opens the file, so the lock is taken once and kept: each transaction then
            // skips the file-lock calls and the check for another writer's changes that a shared file needs.
            try db.execute(sql: "PRAGMA locking_mode = EXCLUSIVE")
        }
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: databasePath, configuration: configuration)
        } catch {
            throw StoreError.cannotOpen(databasePath, reason: "\(error)")
        }
        return try NowStore(writer: queue, temporaryFolder: folder)
    }

    /// What every connection of every store has: the SQL functions the store's queries use.
    private static func connectionConfiguration() -> Configuration {
        var configuration = Configuration()
        configuration.prepareDatabase { db in db.add(function: ChoiceOrderSQL.function) }
        return configuration
    }

    private static func pool(at path: String, synchronous: String) throws -> DatabasePool {
        var configuration = Self.connectionConfiguration()
        // An instance restarted on the same folder may open the file while the last one's connections are still
        // closing; waiting a few seconds for their locks beats failing the first write with "database is locked".
        configuration.busyMode = .timeout(10)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = \(synchronous)")
        }
        do {
            return try DatabasePool(path: path, configuration: configuration)
        } catch {
            throw StoreError.cannotOpen(path, reason: "\(error)")
        }
    }

    private init(writer: any DatabaseWriter, temporaryFolder: TemporaryFolder? = nil) throws {
        self.writer = writer
        self.temporaryFolder = temporaryFolder
        let loaded = try writer.write { db -> [String: SoupSchema] in
            try db.execute(sql: "CREATE TABLE IF NOT EXISTS soup_registry (name TEXT PRIMARY KEY, specs TEXT NOT NULL)")
            var schemas: [String: SoupSchema] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT name, specs FROM soup_registry") {
                let name: String = row["name"]
                let specs: String = row["specs"]
                let indexSpecs = try JSONDecoder().decode([IndexSpec].self, from: Data(specs.utf8))
                schemas[name] = SoupSchema(name: name, indexSpecs: indexSpecs)
            }
            return schemas
        }
        schemas = Mutex(loaded)
    }

    /// Creates a soup with `indexSpecs`, or does nothing when it exists with the same specs.
    ///
    /// A soup that exists with other specs keeps its columns where they are, since each stored entry's columns are
    /// placed by position, and gains a column for each new path, filled from the entries already stored. A new
    /// path asks for full-text search on an existing soup is indexed as text: its full-text table is already built.
    public func registerSoup(_ name: String, indexSpecs: [IndexSpec]) throws {
        guard SoupSchema.isValidName(name) else { throw StoreError.invalidSoupName(name) }
        let existing = schemas.withLock { $0[name] }
        var merged = existing?.indexSpecs ?? indexSpecs
        var added: [Int] = []
        if let existing {
            let known = Set(existing.indexSpecs.map(\.path))
            for spec in indexSpecs where !known.contains(spec.path) {
                added.append(merged.count)
                merged.append(IndexSpec(path: spec.path, type: spec.type == .fullText ? .string : spec.type))
            }
        }
        let schema = SoupSchema(name: name, indexSpecs: merged)
        let specsJSON = String(decoding: try JSONEncoder().encode(merged), as: UTF8.self)
        try writer.write { db in
            for index in added where schema.indexSpecs[index].type != .json1 {
                let column = "idx_\(index)"
                let sqlType = SoupSchema.columnType(schema.indexSpecs[index].type)
                try db.execute(sql: "ALTER TABLE \(schema.quotedTable) ADD COLUMN \(column) \(sqlType)")
                try db.execute(
                    sql:
                        "UPDATE \(schema.quotedTable) SET \(column) = NULLIF(\(schema.jsonExpression(for: schema.indexSpecs[index].path)), '')"
                )
            }
            for statement in schema.createStatements {
                try db.execute(sql: statement)
            }
            // Files written before empty values were stored as NULL.
            for column in schema.textColumns {
                try db.execute(sql: "UPDATE \(schema.quotedTable) SET \(column) = NULL WHERE \(column) = ''")
            }
            try db.execute(
                sql: "INSERT OR REPLACE INTO soup_registry (name, specs) VALUES (?, ?)", arguments: [name, specsJSON])
        }
        schemas.withLock { $0[name] = schema }
        counts.invalidate(name)
    }

    /// A number that changes whenever `soup` is written, once the write has committed. What a caller reads from the
    /// soup after taking the number stays current while the number is unchanged.
    public func writeGeneration(of soup: String) -> Int {
        counts.generation(soup)
    }

    /// Whether a soup named `name` exists.
    public func soupExists(_ name: String) -> Bool {
        schemas.withLock { $0[name] != nil }
    }

    /// The index specs of a soup.
    public func indexSpecs(of soup: String) throws -> [IndexSpec] {
        try schema(soup).indexSpecs
    }

    func schema(_ soup: String) throws -> SoupSchema {
        guard let schema = schemas.withLock({ $0[soup] }) else { throw StoreError.unknownSoup(soup) }
        return schema
    }

    /// Inserts new entries and updates those that carry `_soupEntryId` (or, with `externalIDPath`, whose value at
    /// that path matches a stored entry), all in one transaction. Returns the stored entries.
    @discardableResult
    public func upsert(_ entries: [SoupEntry], into soup: String, externalIDPath: String? = nil) throws -> [SoupEntry] {
        let schema = try schema(soup)
        defer { counts.invalidate(soup) }
        return try writer.write { db in
            let writer = SoupWriter(schema: schema, db: db)
            let stored = try entries.map { try writer.upsert($0, externalIDPath: externalIDPath) }
            try statistics.noteWrites(entries.count, to: schema, db: db)
            return stored
        }
    }

    /// The entries with these ids, in the same order; missing ids are skipped.
    public func retrieve(_ ids: [Int64], from soup: String) throws -> [SoupEntry] {
        let schema = try schema(soup)
        return try isolatedRead { db in
            try ids.compactMap { id in
                try Row.fetchOne(
                    db, sql: "SELECT id, last_modified, soup FROM \(schema.quotedTable) WHERE id = ?", arguments: [id]
                )
                .map(SoupWriter.entry(from:))
            }
        }
    }

    /// Deletes the entries with these ids.
    public func remove(_ ids: [Int64], from soup: String) throws {
        let schema = try schema(soup)
        defer { counts.invalidate(soup) }
        try writer.write { db in
            for id in ids {
                try SoupWriter(schema: schema, db: db).remove(id)
            }
        }
    }

    /// How many entries a soup holds.
    public func count(_ soup: String) throws -> Int {
        let schema = try schema(soup)
        return try isolatedRead { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(schema.quotedTable)") ?? 0
        }
    }
}
