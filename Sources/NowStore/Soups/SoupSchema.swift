import Foundation

/// How a soup is laid out in SQLite: its table, and a column for each indexed path.
struct SoupSchema: Sendable, Hashable, Codable {
    let name: String
    let indexSpecs: [IndexSpec]

    var table: String { "soup_\(name)" }
    var quotedTable: String { "\"\(table)\"" }
    var ftsTable: String { "\"soup_\(name)_fts\"" }

    /// The column holding `path`, or nil when the path is not indexed in a column.
    func column(for path: String) -> String? {
        guard let index = indexSpecs.firstIndex(where: { $0.path == path && $0.type != .json1 }) else { return nil }
        return "idx_\(index)"
    }

    func spec(for path: String) -> IndexSpec? {
        indexSpecs.first { $0.path == path }
    }

    /// The SQL expression that reads `path`: its column, or `json_extract` on the stored entry.
    func expression(for path: String) -> String {
        switch path {
        case "_soupEntryId": return "\(quotedTable).id"
        case "_soupLastModifiedDate": return "\(quotedTable).last_modified"
        case "_soup": return "\(quotedTable).soup"
        default:
            if let column = column(for: path) { return "\(quotedTable).\(column)" }
            return "json_extract(\(quotedTable).soup, '$.\(Self.quotedInLiteral(path))')"
        }
    }

    /// The columns that hold text (string and full-text specs).
    var textColumns: [String] {
        indexSpecs.enumerated().filter { $0.element.type == .string || $0.element.type == .fullText }
            .map { "idx_\($0.offset)" }
    }

    /// The SQL expression that reads `path` from the stored JSON, bypassing its index column.
    func jsonExpression(for path: String) -> String {
        "json_extract(\(quotedTable).soup, '$.\(Self.quotedInLiteral(path))')"
    }

    /// `text` as it stands inside a single-quoted SQL literal. Paths seldom hold a quote, and a query compiles
    /// several of them, so Foundation's replacement runs only when one does.
    private static func quotedInLiteral(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "'")) ? text.replacingOccurrences(of: "'", with: "''") : text
    }

    var fullTextColumns: [String] {
        indexSpecs.enumerated().filter { $0.element.type == .fullText }.map { "idx_\($0.offset)" }
    }

    /// The SQL type of an index column.
    static func columnType(_ type: IndexType) -> String {
        switch type {
        case .integer: return "INTEGER"
        case .floating: return "REAL"
        default: return "TEXT COLLATE NOCASE"
        }
    }

    var createStatements: [String] {
        var columns = [
            "id INTEGER PRIMARY KEY AUTOINCREMENT", "created INTEGER NOT NULL", "last_modified INTEGER NOT NULL",
            "soup TEXT NOT NULL",
        ]
        let writes = SoupStatements(self)
        columns += writes.columnSpecs.map { "\($0.column) \(Self.columnType($0.spec.type))" }
        var statements = ["CREATE TABLE IF NOT EXISTS \(quotedTable) (\(columns.joined(separator: ", ")))"]
        statements += writes.createColumnIndexes
        if !fullTextColumns.isEmpty {
            statements.append(
                "CREATE VIRTUAL TABLE IF NOT EXISTS \(ftsTable) USING fts5(\(fullTextColumns.joined(separator: ", ")), "
                    + "tokenize = 'unicode61 remove_diacritics 0')")
        }
        return statements
    }

    static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, CharacterSet.letters.contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_") }
    }
}
