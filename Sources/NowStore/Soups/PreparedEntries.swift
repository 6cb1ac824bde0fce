import GRDB

/// One entry's row, ready to write: the entry without metadata, its JSON and its column values.
struct PreparedRow: Sendable {
    let entry: SoupEntry
    let id: Int64?
    let json: String
    let values: [DatabaseValue]
}

/// Entries made ready for one soup by ``NowStore/prepare(_:for:)``, outside any transaction, so that preparing
/// the next batch can run beside writing this one.
public struct PreparedEntries: Sendable {
    let soup: String
    let schema: SoupSchema
    let rows: [PreparedRow]

    /// The entries again, with their ids, to be prepared for a soup that has gained columns since.
    var reprepared: [SoupEntry] {
        rows.map { row in row.id.map { row.entry.merging(["_soupEntryId": .number(String($0))]) { $1 } } ?? row.entry }
    }
}

extension NowStore {
    /// Works out the JSON and column values of `entries` for `soup`, without touching the database. A large batch
    /// is worked out in slices on several cores at once.
    public func prepare(_ entries: [SoupEntry], for soup: String) throws -> PreparedEntries {
        let schema = try schema(soup)
        let statements = SoupStatements(schema)
        let rows = try ParallelSlices(count: entries.count).map { range in
            try entries[range].map { try SoupWriter.prepare($0, statements: statements) }
        }
        return PreparedEntries(soup: soup, schema: schema, rows: rows.flatMap { $0 })
    }

    /// Writes prepared entries as ``upsert(_:into:externalIDPath:)`` writes entries, in one transaction, and hands
    /// them back with their metadata. Entries prepared before the soup gained columns are prepared again.
    @discardableResult
    public func upsert(_ prepared: PreparedEntries) throws -> [SoupEntry] {
        let schema = try schema(prepared.soup)
        guard schema == prepared.schema else { return try upsert(prepared.reprepared, into: prepared.soup) }
        defer { counts.invalidate(prepared.soup) }
        return try writer.write { db in
            let writer = SoupWriter(schema: schema, db: db)
            let stored = try prepared.rows.map { try writer.upsert($0, externalIDPath: nil) }
            try statistics.noteWrites(prepared.rows.count, to: schema, db: db)
            return stored
        }
    }

    /// Writes prepared entries as ``upsert(_:)`` does, without handing them back: a bulk load then copies
    /// no entry to add its metadata.
    public func write(_ prepared: PreparedEntries) throws {
        let schema = try schema(prepared.soup)
        guard schema == prepared.schema else {
            _ = try upsert(prepared.reprepared, into: prepared.soup)
            return
        }
        defer { counts.invalidate(prepared.soup) }
        try writer.write { db in
            let writer = SoupWriter(schema: schema, db: db)
            let inserter = try RowInserter(statements: writer.statements, db: db, now: SoupWriter.now())
            for row in prepared.rows {
                if row.id == nil {
                    try inserter.insert(row)
                } else {
                    _ = try writer.write(row, externalIDPath: nil)
                }
            }
            try statistics.noteWrites(prepared.rows.count, to: schema, db: db)
        }
    }
}
