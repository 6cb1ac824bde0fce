import NowQuery

/// An encoded query over a soup whose entries are records: flat objects of string values, typed by `fieldTypes`.
public struct RecordQuery: Sendable {
    /// The soup holding the records.
    public var soup: String
    public var query: EncodedQuery
    /// Each field's type; fields missing here are unknown, and conditions on them are ignored.
    public var fieldTypes: [String: QueryFieldType]
    /// The field whose value is a record's display value.
    public var displayField: String?
    /// The clock, user and reference lookup for the evaluator.
    public var context: QueryContext
    /// At most this many records; nil for all.
    public var limit: Int?
    /// Records to skip.
    public var offset: Int
    /// Skip SQL and use NowQuery's evaluator for everything (for checks and diagnostics).
    public var forceEvaluator: Bool

    /// Creates a query.
    public init(
        soup: String, query: EncodedQuery, fieldTypes: [String: QueryFieldType], displayField: String? = nil,
        context: QueryContext = QueryContext(), limit: Int? = nil, offset: Int = 0, forceEvaluator: Bool = false
    ) {
        self.soup = soup
        self.query = query
        self.fieldTypes = fieldTypes
        self.displayField = displayField
        self.context = context
        self.limit = limit
        self.offset = offset
        self.forceEvaluator = forceEvaluator
    }
}

/// The records a `RecordQuery` selected, and how it ran.
public struct RecordQueryResult: Sendable {
    /// The page of records, in the query's order.
    public var entries: [SoupEntry]
    /// How many records match in all, before the limit and offset.
    public var totalCount: Int
    /// How the query ran.
    public var plan: Plan

    /// How a query ran.
    public enum Plan: Sendable, Hashable {
        /// All of it in SQL.
        case sql
        /// A SQL prefilter, then NowQuery's evaluator for the parts SQL cannot express.
        case sqlThenEvaluator
    }
}

/// A soup entry seen as a `QueryRecord`, for the evaluator.
public struct SoupRecord: QueryRecord {
    public let entry: SoupEntry
    /// The field types.
    public let types: [String: QueryFieldType]
    public let displayField: String?
    /// The fields keyword search looks in; nil for every text and choice field.
    public let keywordFields: [String]?

    /// Wraps an entry.
    public init(
        entry: SoupEntry, types: [String: QueryFieldType], displayField: String?, keywordFields: [String]? = nil
    ) {
        self.entry = entry
        self.types = types
        self.displayField = displayField
        self.keywordFields = keywordFields
    }

    public func value(of field: String) -> String? { entry[field]?.text }
    public func fieldType(of field: String) -> QueryFieldType? { types[field] }
    public var displayValue: String? { displayField.flatMap { entry[$0]?.text } }
    /// The values of the keyword fields.
    public var searchableValues: [String] {
        let names =
            keywordFields
            ?? types.keys.sorted().filter { name in types[name] == .string || types[name] == .choice }
        return names.compactMap { entry[$0]?.text }
    }
}
