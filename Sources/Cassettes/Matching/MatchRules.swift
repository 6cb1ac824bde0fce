/// Which parts of a request must agree with a recorded one for it to replay: a list of ``MatchRule``s, every one of
/// which must accept the interaction.
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

    /// The rules, in the order they are asked.
    public var rules: [any MatchRule]

    /// Exactly `rules`.
    public init(_ rules: [any MatchRule]) { self.rules = rules }

    /// Method, path, query in any order, and bodies by JSON meaning, unless told otherwise; `custom` is a further
    /// test in Swift.
    public init(
        method: Bool = true, path: Bool = true, query: Query = .orderInsensitive, body: Body = .json,
        headers: [String] = [], ignoredQueryParameters: Set<String> = [],
        custom: (@Sendable (RecordedRequest, Interaction) -> Bool)? = nil
    ) {
        var rules: [any MatchRule] = []
        if method { rules.append(MethodRule()) }
        if path { rules.append(PathRule()) }
        if query != .ignore { rules.append(QueryRule(query, ignoring: ignoredQueryParameters)) }
        if !headers.isEmpty { rules.append(HeaderRule(headers)) }
        if body != .ignore { rules.append(BodyRule(body)) }
        if let custom { rules.append(ClosureRule(custom)) }
        self.rules = rules
    }

    /// These rules and `rule`.
    public func adding(_ rule: any MatchRule) -> MatchRules { MatchRules(rules + [rule]) }

    /// The headers any rule reads, each once, in the rules' order.
    public var headersRead: [String] {
        var seen: Set<String> = []
        return rules.flatMap(\.headersRead).filter { seen.insert($0.lowercased()).inserted }
    }

    /// Whether every rule decides from the request's method, URL, body and `headersRead` alone.
    public var decideFromRequest: Bool { rules.allSatisfy(\.decidesFromRequest) }
}
