import GRDB
import GRDBSQLite

/// Inserts new rows into one soup inside a transaction: the row, then its full-text columns, each row's values
/// bound straight onto the soup's two cached statements rather than built into statement arguments first, which
/// cost a bulk load more than SQLite's own insert.
struct RowInserter {
    private let db: Database
    private let insert: Statement
    private let fullTextInsert: Statement?
    private let fullTextPositions: [Int]
    /// The creation and modification time every row inserted gets.
    private let now: Int64

    init(statements: SoupStatements, db: Database, now: Int64) throws {
        self.db = db
        insert = try db.cachedStatement(sql: statements.insert)
        fullTextPositions = statements.fullTextPositions
        fullTextInsert = fullTextPositions.isEmpty ? nil : try db.cachedStatement(sql: statements.fullTextInsert)
        self.now = now
    }

    /// Inserts `row` as a new entry with the next free id, and returns that id.
    @discardableResult
    func insert(_ row: PreparedRow) throws -> Int64 {
        let statement = insert.sqliteStatement
        sqlite3_reset(statement)
        sqlite3_bind_int64(statement, 1, now)
        sqlite3_bind_int64(statement, 2, now)
        bindText(row.json, at: 3, of: statement)
        for (offset, value) in row.values.enumerated() {
            bind(value, at: Int32(offset + 4), of: statement)
        }
        try step(insert)
        let id = db.lastInsertedRowID
        guard let fullTextInsert else { return id }
        let fullText = fullTextInsert.sqliteStatement
        sqlite3_reset(fullText)
        sqlite3_bind_int64(fullText, 1, id)
        for (offset, position) in fullTextPositions.enumerated() {
            bind(row.values[position], at: Int32(offset + 2), of: fullText)
        }
        try step(fullTextInsert)
        return id
    }

    private func step(_ statement: Statement) throws {
        let code = sqlite3_step(statement.sqliteStatement)
        guard code != SQLITE_DONE else { return }
        throw DatabaseError(
            resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)),
            sql: statement.sql)
    }

    private func bind(_ value: DatabaseValue, at index: Int32, of statement: SQLiteStatement) {
        switch value.storage {
        case .null: sqlite3_bind_null(statement, index)
        case .int64(let whole): sqlite3_bind_int64(statement, index, whole)
        case .double(let number): sqlite3_bind_double(statement, index, number)
        case .string(let text): bindText(text, at: index, of: statement)
        case .blob(let data):
            data.withUnsafeBytes { bytes in
                _ = sqlite3_bind_blob(statement, index, bytes.baseAddress, Int32(bytes.count), Self.transient)
            }
        }
    }

    private func bindText(_ text: String, at index: Int32, of statement: SQLiteStatement) {
        var text = text
        text.withUTF8 { bytes in
            // An empty buffer may have no address, and a null pointer would bind NULL rather than ''.
            guard let start = bytes.baseAddress else {
                _ = sqlite3_bind_text(statement, index, "", 0, Self.transient)
                return
            }
            _ = start.withMemoryRebound(to: CChar.self, capacity: bytes.count) { characters in
                sqlite3_bind_text(statement, index, characters, Int32(bytes.count), Self.transient)
            }
        }
    }

    /// SQLite's SQLITE_TRANSIENT: it copies the bytes before the call returns.
    private static let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
}
