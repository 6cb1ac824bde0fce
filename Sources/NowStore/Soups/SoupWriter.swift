import Foundation
import GRDB

/// Writes one soup's rows inside a transaction: the JSON, the index columns and the full-text table.
struct SoupWriter {
    let schema: SoupSchema
    let db: Database

    func upsert(_ entry: SoupEntry, externalIDPath: String?) throws -> SoupEntry {
        var stored = entry
        stored.removeValue(forKey: "_soupEntryId")
        stored.removeValue(forKey: "_soupLastModifiedDate")
        var id = entry["_soupEntryId"].flatMap { $0.text }.flatMap { Int64($0) }
        if id == nil, let path = externalIDPath, let key = entry[path]?.text {
            id = try Int64.fetchOne(
                db, sql: "SELECT id FROM \(schema.quotedTable) WHERE \(schema.expression(for: path)) = ?",
                arguments: [key])
        }
        let now = Int64((Date().timeIntervalSince1970 * 1000).rounded())
        let json = try JSONCoding.encode(stored)
        let indexed = schema.indexSpecs.enumerated().filter { $0.element.type != .json1 }
        let values: [DatabaseValueConvertible?] = indexed.map {
            Self.indexValue(JSONValue.object(stored).value(at: $0.element.path), $0.element.type)
        }
        let columns = indexed.map { "idx_\($0.offset)" }
        if let id,
            try Bool.fetchOne(db, sql: "SELECT 1 FROM \(schema.quotedTable) WHERE id = ?", arguments: [id]) == true
        {
            let assignments = (["last_modified = ?", "soup = ?"] + columns.map { "\($0) = ?" }).joined(separator: ", ")
            try db.execute(
                sql: "UPDATE \(schema.quotedTable) SET \(assignments) WHERE id = ?",
                arguments: StatementArguments([now, json] + values + [id]))
            try updateFullText(id: id, values: values, columns: columns, replacing: true)
            return withMetadata(stored, id: id, modified: now)
        }
        let names = (["created", "last_modified", "soup"] + columns).joined(separator: ", ")
        let marks = Array(repeating: "?", count: 3 + columns.count).joined(separator: ", ")
        try db.execute(
            sql: "INSERT INTO \(schema.quotedTable) (\(names)) VALUES (\(marks))",
            arguments: StatementArguments([now, now, json] + values))
        let newID = db.lastInsertedRowID
        try updateFullText(id: newID, values: values, columns: columns, replacing: false)
        return withMetadata(stored, id: newID, modified: now)
    }

    func remove(_ id: Int64) throws {
        try db.execute(sql: "DELETE FROM \(schema.quotedTable) WHERE id = ?", arguments: [id])
        if !schema.fullTextColumns.isEmpty {
            try db.execute(sql: "DELETE FROM \(schema.ftsTable) WHERE rowid = ?", arguments: [id])
        }
    }

    private func updateFullText(id: Int64, values: [DatabaseValueConvertible?], columns: [String], replacing: Bool)
        throws
    {
        let fullText = schema.fullTextColumns
        guard !fullText.isEmpty else { return }
        if replacing {
            try db.execute(sql: "DELETE FROM \(schema.ftsTable) WHERE rowid = ?", arguments: [id])
        }
        let textValues = fullText.map { column -> DatabaseValueConvertible? in
            columns.firstIndex(of: column).flatMap { values[$0] }
        }
        let marks = Array(repeating: "?", count: fullText.count + 1).joined(separator: ", ")
        try db.execute(
            sql: "INSERT INTO \(schema.ftsTable) (rowid, \(fullText.joined(separator: ", "))) VALUES (\(marks))",
            arguments: StatementArguments([id] + textValues))
    }

    private func withMetadata(_ entry: SoupEntry, id: Int64, modified: Int64) -> SoupEntry {
        var result = entry
        result["_soupEntryId"] = .number(Double(id))
        result["_soupLastModifiedDate"] = .number(Double(modified))
        return result
    }

    static func indexValue(_ value: JSONValue?, _ type: IndexType) -> DatabaseValueConvertible? {
        guard let value, let text = value.text else { return nil }
        switch type {
        case .integer:
            if case .number(let number) = value { return Int64(number) }
            return Int64(text)
        case .floating:
            if case .number(let number) = value { return number }
            return Double(text)
        default:
            // Empty text is stored as NULL, so that SQLite's own ordering (NULLs first ascending, last descending)
            // is the platform's, and an ORDER BY can walk the column's index.
            return text.isEmpty ? nil : text
        }
    }

    static func entry(from row: Row) throws -> SoupEntry {
        let json: String = row["soup"]
        var entry = try JSONCoding.decode(json)
        let id: Int64 = row["id"]
        let modified: Int64 = row["last_modified"]
        entry["_soupEntryId"] = .number(Double(id))
        entry["_soupLastModifiedDate"] = .number(Double(modified))
        return entry
    }
}
