import NowQuery

/// Keyword search as an FTS5 `MATCH` over a soup's full-text index, with `KeywordSearch`'s meaning.
struct KeywordMatchSQL {
    let schema: SoupSchema

    /// The condition, or nil when the soup has no full-text fields. Keywords with no words match every record.
    func fragment(for search: KeywordSearch) -> SQLFragment? {
        guard !schema.fullTextColumns.isEmpty else { return nil }
        guard !search.alternatives.isEmpty else { return .alwaysTrue }
        let expression = search.alternatives.map { phrases in
            "(" + phrases.map(Self.phrase).joined(separator: " AND ") + ")"
        }.joined(separator: " OR ")
        return SQLFragment(
            sql: "\(schema.quotedTable).id IN (SELECT rowid FROM \(schema.ftsTable) WHERE \(schema.ftsTable) MATCH ?)",
            arguments: [expression])
    }

    /// An FTS5 phrase: the words as one quoted string, with `*` for a prefix.
    private static func phrase(_ phrase: KeywordSearch.Phrase) -> String {
        let quoted = "\"" + phrase.words.joined(separator: " ") + "\""
        return phrase.isPrefix ? quoted + " *" : quoted
    }
}
