/// Which parts of a request must agree with a recorded one for it to replay.
public struct MatchRules: Sendable {
    /// How query strings compare.
    public enum Query: String, Sendable, CaseIterable {
        /// The same parameters and values, in any order.
        case orderInsensitive = "any-order"
        /// The same parameters in the same order.
        case exact
        /// Not compared.
        case ignore
    }

    /// How bodies compare.
    public enum Body: String, Sendable, CaseIterable {
        /// JSON bodies by meaning (key order and spacing aside); other bodies byte for byte.
        case json
        /// Byte for byte.
        case exact
        /// Not compared.
        case ignore
    }

    public var method = true
    public var path = true
    public var query: Query = .orderInsensitive
    public var body: Body = .json
    /// Headers that must agree (case-insensitive names).
    public var headers: [String] = []
    /// Query parameters left out of the comparison, such as a cache buster.
    public var ignoredQueryParameters: Set<String> = []
    /// A further test in Swift; the interaction matches only when it returns true.
    public var custom: (@Sendable (RecordedRequest, Interaction) -> Bool)?

    /// Method, path, query in any order, and bodies by JSON meaning.
    public init(
        method: Bool = true, path: Bool = true, query: Query = .orderInsensitive, body: Body = .json,
        headers: [String] = [], ignoredQueryParameters: Set<String> = [],
        custom: (@Sendable (RecordedRequest, Interaction) -> Bool)? = nil
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.body = body
        self.headers = headers
        self.ignoredQueryParameters = ignoredQueryParameters
        self.custom = custom
    }
}
