/// Reads encoded query strings into `EncodedQuery` values.
///
/// Strict parsing stops at the first unreadable part and reports where it is. Lenient parsing behaves as the
/// platform does with a bad part: it drops that part, keeps the rest, and lists what it dropped.
public enum EncodedQueryParser {
    /// The result of a lenient parse: the query built from every readable part, and the parts dropped.
    public struct LenientResult: Sendable, Hashable {
        /// The query made of the readable parts.
        public var query: EncodedQuery
        /// One error per dropped part, or per stray `^OR` / `^NQ` joiner whose condition was kept, in query order.
        public var dropped: [QueryParseError]
    }

    /// Parses `text`, throwing at the first part that cannot be read.
    public static func parse(_ text: String) throws(QueryParseError) -> EncodedQuery {
        var builder = QueryAssembler(lenient: false)
        for part in splitParts(text) {
            try builder.add(part)
        }
        return try builder.finish()
    }

    /// Parses `text` as the platform does, dropping every part that cannot be read.
    public static func parseLeniently(_ text: String) -> LenientResult {
        var builder = QueryAssembler(lenient: true)
        for part in splitParts(text) {
            do {
                try builder.add(part)
            } catch {
                builder.dropped.append(error)
            }
        }
        let query = (try? builder.finish()) ?? EncodedQuery()
        return LenientResult(query: query, dropped: builder.dropped)
    }

    /// Splits the query on `^`, remembering where each part starts. An empty query has no parts.
    static func splitParts(_ text: String) -> [QueryPart] {
        guard !text.isEmpty else { return [] }
        var parts: [QueryPart] = []
        var start = text.startIndex
        var offset = 0
        var partOffset = 0
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "^" {
                parts.append(QueryPart(text: text[start..<index], offset: partOffset))
                start = text.index(after: index)
                partOffset = offset + 1
            }
            index = text.index(after: index)
            offset += 1
        }
        parts.append(QueryPart(text: text[start...], offset: partOffset))
        return parts
    }
}

/// One `^`-separated part of a query and the character offset where it starts.
struct QueryPart {
    var text: Substring
    var offset: Int

    /// An error about this part, at `extra` characters past its start.
    func error(_ reason: QueryParseError.Reason, at extra: Int = 0) -> QueryParseError {
        QueryParseError(position: offset + extra, fragment: String(text), reason: reason)
    }

    /// The same part with its first `count` characters removed (a prefix such as `OR` or `NQ`).
    func dropping(_ count: Int) -> QueryPart {
        QueryPart(text: text.dropFirst(count), offset: offset + count)
    }
}

/// Builds the query part by part, tracking the group and clause that `^OR` and `^NQ` attach to.
struct QueryAssembler {
    let lenient: Bool
    var dropped: [QueryParseError] = []
    private var query = EncodedQuery()
    private var groups: [[QueryClause]] = [[]]
    /// The `RLQUERY` block being read: its header part and the parts after it so far.
    private var relatedList: (header: QueryPart, parts: [QueryPart])?

    init(lenient: Bool) {
        self.lenient = lenient
    }

    mutating func add(_ part: QueryPart) throws(QueryParseError) {
        let text = part.text
        if relatedList != nil || text.hasPrefix(RelatedListParser.start) || text == RelatedListParser.end {
            return try addToRelatedList(part)
        }
        if text.isEmpty {
            throw part.error(.emptyPart)
        } else if text == "EQ" {
            query.hasEndMarker = true
        } else if text.hasPrefix("ORDERBYDESC") {
            query.ordering.append(
                QueryOrdering(field: try orderField(part.dropping(11), whole: part), descending: true))
        } else if text.hasPrefix("ORDERBY") {
            query.ordering.append(QueryOrdering(field: try orderField(part.dropping(7), whole: part)))
        } else if text.hasPrefix(KeywordSearch.prefix) {
            try addKeywords(part)
        } else if text.hasPrefix("NQ") {
            try addNewGroup(part)
        } else if text.hasPrefix("OR") {
            try addAlternative(part)
        } else {
            let condition = try ConditionParser.parse(part)
            groups[groups.count - 1].append(QueryClause(condition))
        }
    }

    func finish() throws(QueryParseError) -> EncodedQuery {
        if let open = relatedList {
            throw open.header.error(.unbalancedRelatedList)
        }
        var result = query
        result.groups = groups.filter { !$0.isEmpty }.map(QueryGroup.init(clauses:))
        return result
    }

    private func orderField(_ rest: QueryPart, whole: QueryPart) throws(QueryParseError) -> FieldPath {
        guard let field = FieldPath.parse(rest.text) else {
            throw whole.error(.invalidOrderBy(String(rest.text)), at: rest.offset - whole.offset)
        }
        return field
    }

    private mutating func addKeywords(_ part: QueryPart) throws(QueryParseError) {
        let keywords = part.text.dropFirst(KeywordSearch.prefix.count)
        guard !keywords.isEmpty else { throw part.error(.emptyKeywords) }
        guard query.keywords == nil else { throw part.error(.duplicateKeywords) }
        query.keywords = String(keywords)
    }

    /// Collects the parts of an `RLQUERY…^ENDRLQUERY` block and, at its end, reads it whole: a bad block is one
    /// error, and leniently it is dropped whole, so its inner conditions never land on the queried table.
    private mutating func addToRelatedList(_ part: QueryPart) throws(QueryParseError) {
        guard let open = relatedList else {
            guard part.text != RelatedListParser.end else { throw part.error(.unbalancedRelatedList) }
            relatedList = (part, [])
            return
        }
        if part.text.hasPrefix(RelatedListParser.start) {
            relatedList = nil
            throw open.header.error(.unbalancedRelatedList)
        }
        guard part.text == RelatedListParser.end else {
            relatedList?.parts.append(part)
            return
        }
        relatedList = nil
        let related = try RelatedListParser.parse(header: open.header, parts: open.parts, lenient: lenient)
        dropped += related.dropped
        query.relatedListQueries.append(related.query)
    }

    private mutating func addNewGroup(_ part: QueryPart) throws(QueryParseError) {
        let hasEarlierCondition = groups.contains { !$0.isEmpty }
        if !hasEarlierCondition {
            // Leniently the stray joiner is dropped and its condition kept.
            guard lenient else { throw part.error(.newQueryWithoutCondition) }
            dropped.append(part.error(.newQueryWithoutCondition))
        }
        // Open the group before reading the condition so that a lenient drop still separates the groups.
        if !(groups.last?.isEmpty ?? true) {
            groups.append([])
        }
        let condition = try ConditionParser.parse(part.dropping(2), whole: part)
        groups[groups.count - 1].append(QueryClause(condition))
    }

    private mutating func addAlternative(_ part: QueryPart) throws(QueryParseError) {
        let condition = try ConditionParser.parse(part.dropping(2), whole: part)
        let groupIndex = groups.count - 1
        guard let clauseIndex = groups[groupIndex].indices.last else {
            guard lenient else { throw part.error(.orWithoutCondition) }
            dropped.append(part.error(.orWithoutCondition))
            groups[groupIndex].append(QueryClause(condition))
            return
        }
        groups[groupIndex][clauseIndex].alternatives.append(condition)
    }
}
