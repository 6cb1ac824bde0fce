import NowQuery

/// Keyword search as an FTS5 `MATCH` over a soup's full-text index, with `KeywordSearch`'s meaning.
struct KeywordMatchSQL {
    let schema: SoupSchema

    /// The condition, or nil when the soup has no full-text fields. Keywords with no words match every record.
    func fragment(for search: KeywordSearch) -> SQLFragment? {
        guard !schema.fullTextColumns.isEmpty else { return nil }
        guard let expression = Self.expression(for: search) else { return .alwaysTrue }
        return SQLFragment(
            sql: "\(schema.quotedTable).id IN (SELECT rowid FROM \(schema.ftsTable) WHERE \(schema.ftsTable) MATCH ?)",
            arguments: [expression])
    }

    /// The FTS5 `MATCH` expression of the keywords; nil when they hold no words.
    static func expression(for search: KeywordSearch) -> String? {
        guard !search.alternatives.isEmpty else { return nil }
        return search.alternatives.map { phrases in
            "(" + phrases.map(Self.phrase).joined(separator: " AND ") + ")"
        }.joined(separator: " OR ")
    }

    /// An FTS5 phrase: the words as one quoted string, with `*` for a prefix.
    private static func phrase(_ phrase: KeywordSearch.Phrase) -> String {
        let quoted = "\"" + phrase.words.joined(separator: " ") + "\""
        return phrase.isPrefix ? quoted + " *" : quoted
    }
}
