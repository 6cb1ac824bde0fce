import Foundation
import GRDB
import JSONText

/// Writes one soup's rows inside a transaction: the JSON, the index columns and the full-text table.
struct SoupWriter {
    let schema: SoupSchema
    let statements: SoupStatements
    let db: Database

    init(schema: SoupSchema, db: Database) {
        self.schema = schema
        self.statements = SoupStatements(schema)
        self.db = db
    }

    func upsert(_ entry: SoupEntry, externalIDPath: String?) throws -> SoupEntry {
        try upsert(Self.prepare(entry, statements: statements), externalIDPath: externalIDPath)
    }

    /// An entry's row, worked out outside any transaction: its JSON and its column values.
    static func prepare(_ entry: SoupEntry, statements: SoupStatements) throws -> PreparedRow {
        var stored = entry
        stored.removeValue(forKey: "_soupEntryId")
        stored.removeValue(forKey: "_soupLastModifiedDate")
        let values = zip(statements.columnSpecs, statements.columnPaths).map { column, path in
            indexValue(path.value(in: stored), column.spec.type)?.databaseValue ?? .null
        }
        return PreparedRow(
            entry: stored, id: entry["_soupEntryId"].flatMap { $0.text }.flatMap { Int64($0) },
            json: try JSONCoding.encode(stored), values: values)
    }

    func upsert(_ row: PreparedRow, externalIDPath: String?) throws -> SoupEntry {
        let (id, modified) = try write(row, externalIDPath: externalIDPath)
        return withMetadata(row.entry, id: id, modified: modified)
    }

    /// Inserts or updates a row, and returns its id and modification time.
    func write(_ row: PreparedRow, externalIDPath: String?) throws -> (id: Int64, modified: Int64) {
        var id = row.id
        if id == nil, let path = externalIDPath, let key = row.entry[path]?.text {
            id = try Int64.fetchOne(
                db, sql: "SELECT id FROM \(schema.quotedTable) WHERE \(schema.expression(for: path)) = ?",
                arguments: [key])
        }
        let now = Self.now()
        let values = row.values
        if let id,
            try Bool.fetchOne(
                db.cachedStatement(sql: "SELECT 1 FROM \(schema.quotedTable) WHERE id = ?"), arguments: [id]) == true
        {
            try db.cachedStatement(sql: statements.update).execute(
                arguments: StatementArguments(
                    [now.databaseValue, row.json.databaseValue] + values + [id.databaseValue]))
            try replaceFullText(id: id, values: values)
            return (id, now)
        }
        return (try RowInserter(statements: statements, db: db, now: now).insert(row), now)
    }

    /// The time a write stamps on its rows, in milliseconds since 1970.
    static func now() -> Int64 {
        Int64((Date().timeIntervalSince1970 * 1000).rounded())
    }

    func remove(_ id: Int64) throws {
        try db.execute(sql: "DELETE FROM \(schema.quotedTable) WHERE id = ?", arguments: [id])
        if !schema.fullTextColumns.isEmpty {
            try db.execute(sql: "DELETE FROM \(schema.ftsTable) WHERE rowid = ?", arguments: [id])
        }
    }

    private func replaceFullText(id: Int64, values: [DatabaseValue]) throws {
        let positions = statements.fullTextPositions
        guard !positions.isEmpty else { return }
        try db.cachedStatement(sql: "DELETE FROM \(schema.ftsTable) WHERE rowid = ?").execute(arguments: [id])
        try db.cachedStatement(sql: statements.fullTextInsert).execute(
            arguments: StatementArguments([id.databaseValue] + positions.map { values[$0] }))
    }

    private func withMetadata(_ entry: SoupEntry, id: Int64, modified: Int64) -> SoupEntry {
        var result = entry
        result["_soupEntryId"] = .number(String(id))
        result["_soupLastModifiedDate"] = .number(String(modified))
        return result
    }

    static func indexValue(_ value: JSONValue?, _ type: IndexType) -> DatabaseValueConvertible? {
        guard let value, let text = value.text else { return nil }
        switch type {
        case .integer:
            if let whole = Int64(text) { return whole }
            if case .number = value, let number = Double(text), number.isFinite {
                return Int64(exactly: number.rounded(.towardZero))
            }
            return nil
        case .floating:
            return Double(text)
        default:
            // Empty text is stored as NULL, so that SQLite's own ordering (NULLs first ascending, last descending)
            // is the platform's, and an ORDER BY can walk the column's index.
            return text.isEmpty ? nil : text
        }
    }

    /// An entry's text values by path, without the metadata, from its stored JSON; see ``NowStore/findTexts(_:)``.
    static func texts(fromSoup json: String) throws -> [String: String] {
        do {
            return try JSONParser.parseTextMembers(json)
        } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "a soup entry is not a JSON object: \(error)"))
        }
    }

    /// An entry's text values by path, without the metadata.
    static func texts(of entry: SoupEntry) -> [String: String] {
        var texts: [String: String] = [:]
        texts.reserveCapacity(entry.count)
        for (key, value) in entry where !key.hasPrefix("_soup") {
            if let text = value.text { texts[key] = text }
        }
        return texts
    }

    /// An entry's JSON as the soup column holds it: without the metadata.
    static func soup(withoutMetadata entry: SoupEntry) throws -> String {
        try JSONCoding.encode(entry.filter { !$0.key.hasPrefix("_soup") })
    }

    static func entry(from row: Row) throws -> SoupEntry {
        let json: String = row["soup"]
        var entry = try JSONCoding.decode(json)
        let id: Int64 = row["id"]
        let modified: Int64 = row["last_modified"]
        entry["_soupEntryId"] = .number(String(id))
        entry["_soupLastModifiedDate"] = .number(String(modified))
        return entry
    }
}
