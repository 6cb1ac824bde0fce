/// How much work one GraphQL request may ask of the instance. A query over either limit is refused before any of
/// it runs, with an error that names the limit and the figure the query reached.
public struct GraphQLLimits: Sendable, Hashable {
    /// The deepest nesting of selections allowed; `{ GlideRecord_Query { incident { _results { number { value } } } } }`
    /// is 5 deep, and each `_reference` dot-walk adds 2.
    public var maximumDepth: Int
    /// The highest estimated cost allowed: every selected field costs 1, multiplied by the page size of each table
    /// query it sits under.
    public var maximumCost: Int
    /// The page size of a table query that gives no `pagination: {limit}`.
    public var defaultPageSize: Int
    /// The largest `pagination.limit` accepted.
    public var maximumPageSize: Int

    /// The largest request body accepted, in bytes.
    public var maximumRequestBytes: Int
    /// The deepest nesting of brackets of any kind (selections, arguments, lists, input objects, and the JSON of the
    /// body and its variables), checked on the text before anything parses it, so no document can exhaust the stack.
    public var maximumNesting: Int

    /// Creates limits; the defaults allow several dot-walks and pages of thousands of records.
    public init(
        maximumDepth: Int = 15, maximumCost: Int = 250_000, defaultPageSize: Int = 100,
        maximumPageSize: Int = 10_000, maximumRequestBytes: Int = 1 << 20, maximumNesting: Int = 64
    ) {
        self.maximumRequestBytes = maximumRequestBytes
        self.maximumNesting = maximumNesting
        self.maximumDepth = maximumDepth
        self.maximumCost = maximumCost
        self.defaultPageSize = defaultPageSize
        self.maximumPageSize = maximumPageSize
    }
}
