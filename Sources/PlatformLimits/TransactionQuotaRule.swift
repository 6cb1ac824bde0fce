/// A transaction quota rule, as the platform's `sysrule_quota` holds them ("REST Table API request timeout" allows
/// 60 seconds): a REST transaction of the API it names that runs longer is cancelled with the platform's
/// "Transaction cancelled: maximum execution time exceeded".
public struct TransactionQuotaRule: Sendable, Hashable {
    /// The key of the API it covers (one of the instance's ``PlatformAPIDescriptor``s, or `scripted`); nil for every
    /// REST API.
    public var api: String?
    /// How long a transaction may take, in seconds, counted from its arrival (time spent waiting for its session
    /// counts).
    public var seconds: Double

    /// Creates a rule.
    public init(seconds: Double, api: String? = nil) {
        self.seconds = max(0.001, seconds)
        self.api = api
    }

    /// The rule that covers a request for the API key `api` among `rules`: the one naming it, else one for every
    /// API; the shortest where several do.
    package static func covering(_ api: String, in rules: [TransactionQuotaRule]) -> TransactionQuotaRule? {
        let named = rules.filter { $0.api == api }
        let candidates = named.isEmpty ? rules.filter { $0.api == nil } : named
        return candidates.min { $0.seconds < $1.seconds }
    }

    /// Reads `SECONDS[@API]`, such as `60@table` or `2.5`; API is the key of one of `apis` or `scripted`.
    public static func parse(_ text: String, apis: [PlatformAPIDescriptor]) -> TransactionQuotaRule? {
        let parts = text.split(separator: "@", maxSplits: 1).map(String.init)
        guard let first = parts.first, let seconds = Double(first), seconds > 0, seconds.isFinite else { return nil }
        let api = parts.count == 2 ? parts[1].lowercased() : nil
        if let api, !RateLimitRule.names(api, in: apis) { return nil }
        return TransactionQuotaRule(seconds: seconds, api: api)
    }
}
