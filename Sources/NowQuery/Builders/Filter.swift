/// Which records to fetch, in the Mobile SDK's four shapes; `query` is what goes into `sysparm_query`.
///
/// When sort keys are present, `^EQ` separates the conditions from them, as in
/// `123TEXTQUERY321=<keywords>^<a>^<b>^EQ^ORDERBY<f>`.
public struct Filter: Sendable, Hashable {
    /// The encoded query text.
    public let query: String
    /// The `sysparm_query_category`, if any.
    public let queryCategory: String?

    /// A filter from an encoded query written by hand, such as `active=true^short_descriptionLIKEbroken`.
    public init(query: String, queryCategory: String? = nil) {
        self.query = query
        self.queryCategory = queryCategory
    }

    /// Records meeting every one of `conditions`, optionally sorted.
    public init(conditions: [any QueryProviding], sorts: [Sort]? = nil) {
        self.init(keywords: nil, conditions: conditions, sortBy: sorts)
    }

    /// Records meeting any of `criteria` (joined by `^NQ`), optionally sorted.
    public init(criteria criteriaList: [Criteria], sortBy: [Sort]? = nil, queryCategory: String? = nil) {
        let sorts = sortBy ?? []
        let query = EncodedQuery(
            groups: criteriaList.map(\.group), hasEndMarker: !sorts.isEmpty, ordering: sorts.map(\.ordering))
        self.init(query: query.encoded, queryCategory: queryCategory)
    }

    /// Records matching `keywords` and every one of `conditions`, optionally sorted.
    public init(keywords: String? = nil, conditions: [any QueryProviding], sortBy: [Sort]? = nil) {
        let sorts = sortBy ?? []
        let group = QueryGroup(clauses: conditions.flatMap(\.clauses))
        let query = EncodedQuery(
            keywords: keywords, groups: [group], hasEndMarker: !sorts.isEmpty, ordering: sorts.map(\.ordering))
        self.init(query: query.encoded)
    }

    /// The query parsed strictly, for evaluation.
    public func parsed() throws(QueryParseError) -> EncodedQuery {
        try EncodedQueryParser.parse(query)
    }
}
