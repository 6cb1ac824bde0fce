/// One part of a request that a recorded interaction must agree with. ``MatchRules`` is a list of them: the
/// built-in ones compare the method, the path, the query, headers and the body, and a rule of your own compares
/// anything else. A replay honours every rule the same way, in the miss report, the index and the requests it
/// remembers.
///
/// ```swift
/// struct SameAPIVersion: MatchRule {
///     var headersRead: [String] { ["X-API-Version"] }
///     func differences(_ actual: PreparedRequest, _ recorded: PreparedRequest, _ interaction: Interaction)
///         -> [MatchDifference]
///     {
///         let want = recorded.request.headers.values("X-API-Version").first
///         let got = actual.request.headers.values("X-API-Version").first
///         return want == got ? [] : [MatchDifference(field: "header.x-api-version", recorded: want, actual: got)]
///     }
/// }
/// settings.matchRules = settings.matchRules.adding(SameAPIVersion())
/// ```
public protocol MatchRule: Sendable {
    /// Every way `actual` differs from `recorded` in the part this rule compares; empty when they agree.
    func differences(_ actual: PreparedRequest, _ recorded: PreparedRequest, _ interaction: Interaction)
        -> [MatchDifference]

    /// The headers whose values the rule reads. A replay remembers which interactions a request matched by its
    /// method, URL, body and the values of these headers, so a rule that decides from anything else must say so with
    /// `decidesFromRequest`.
    var headersRead: [String] { get }

    /// Whether the rule decides from the request's method, URL, body and `headersRead` alone. When a rule does not,
    /// a replay compares every request afresh instead of remembering what it matched.
    var decidesFromRequest: Bool { get }

    /// The key a request is filed under (when `recorded`) or looked up by: two requests the rule accepts as the same
    /// must have the same key, unless the recorded one's key is `.any`, which a recorded request whose part can stand
    /// for many values (a placeholder) gives. The default, `.any` on both sides, narrows nothing.
    func indexKey(_ request: PreparedRequest, recorded: Bool) -> MatchIndexKey
}

extension MatchRule {
    public var headersRead: [String] { [] }
    public var decidesFromRequest: Bool { true }
    public func indexKey(_ request: PreparedRequest, recorded: Bool) -> MatchIndexKey { .any }
}

/// A rule's part of the key the replay index files a request under.
public enum MatchIndexKey: Hashable, Sendable {
    /// Any value: the rule does not narrow the search, or the recorded request stands for many values.
    case any
    /// Requests match only recorded requests with this same value.
    case value(String)
}
