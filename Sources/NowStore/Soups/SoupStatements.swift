/// The SQL a soup's writes use, worked out once from its schema rather than for every row.
struct SoupStatements {
    /// The specs stored in columns, with their column names, in column order.
    let columnSpecs: [(column: String, spec: IndexSpec)]
    /// The path of each of ``columnSpecs``, split.
    let columnPaths: [SoupPath]
    /// Where each full-text column sits among ``columnSpecs``.
    let fullTextPositions: [Int]
    /// Inserts a row: created, last_modified, soup, then each column of ``columnSpecs``.
    let insert: String
    /// Updates a row by id: last_modified, soup, then each column of ``columnSpecs``.
    let update: String
    /// Inserts a row's full-text columns under its rowid.
    let fullTextInsert: String
    /// Creates the index of each column of ``columnSpecs``.
    let createColumnIndexes: [String]
    /// Drops the column indexes, before a bulk load into an empty soup.
    let dropColumnIndexes: [String]

    init(_ schema: SoupSchema) {
        let specs = schema.indexSpecs.enumerated().filter { $0.element.type != .json1 }
            .map { (column: "idx_\($0.offset)", spec: $0.element) }
        columnSpecs = specs
        columnPaths = specs.map { SoupPath($0.spec.path) }
        fullTextPositions = specs.enumerated().filter { $0.element.spec.type == .fullText }.map(\.offset)
        let table = schema.quotedTable
        let names = (["created", "last_modified", "soup"] + specs.map(\.column)).joined(separator: ", ")
        let marks = Array(repeating: "?", count: 3 + specs.count).joined(separator: ", ")
        insert = "INSERT INTO \(table) (\(names)) VALUES (\(marks))"
        let assignments = ["last_modified = ?", "soup = ?"] + specs.map { "\($0.column) = ?" }
        update = "UPDATE \(table) SET \(assignments.joined(separator: ", ")) WHERE id = ?"
        let fullText = schema.fullTextColumns
        let fullTextMarks = Array(repeating: "?", count: fullText.count + 1).joined(separator: ", ")
        fullTextInsert =
            "INSERT INTO \(schema.ftsTable) (rowid, \(fullText.joined(separator: ", "))) VALUES (\(fullTextMarks))"
        createColumnIndexes = specs.map {
            "CREATE INDEX IF NOT EXISTS \"\(schema.table)_\($0.column)\" ON \(table)(\($0.column))"
        }
        dropColumnIndexes = specs.map { "DROP INDEX IF EXISTS \"\(schema.table)_\($0.column)\"" }
    }
}
