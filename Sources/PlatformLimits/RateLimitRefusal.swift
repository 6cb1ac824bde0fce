import Foundation

/// The 429 a rate limit rule answers with once a user is over its limit: the platform's message, the detail naming
/// the rule's terms, and the headers every request a rule covers carries. The embedded instance's rate limits and
/// the `rate-limit` fault (on the instance and in replay) answer with it alike.
public struct RateLimitRefusal: Sendable {
    public let rule: RateLimitRule
    /// When the current window ends, in Unix seconds (`X-RateLimit-Reset`).
    public let reset: Int
    /// Seconds until then, at least 1 (`Retry-After`).
    public let retryAfter: Int
    /// The error envelope's message and detail.
    public let message: String
    public let detail: String
    /// The header fields, by name and value: `Retry-After` and the three `X-RateLimit-*` ones.
    public let headers: [(name: String, value: String)]

    /// The rule a `rate-limit` fault stands for: every user, every REST API, 100 requests an hour, the figure of the
    /// platform's own example ("Rate limit of 100 requests per hour for Table API exceeded").
    public static let faultRule = RateLimitRule(subject: .everyone, requestsPerWindow: 100)

    /// The refusal of `rule` at `now`, in windows of `window` seconds, naming the API with `apis`.
    public init(rule: RateLimitRule, now: Date, window: Int = 3_600, apis: [PlatformAPIDescriptor] = []) {
        let window = max(1, window)
        let end = Self.windowEnd(at: Int(now.timeIntervalSince1970), window: window)
        self.init(rule: rule, reset: end.reset, retryAfter: end.retryAfter, window: window, apis: apis)
    }

    /// When the counting window of `window` seconds that holds Unix second `seconds` ends, and how many seconds
    /// (at least 1) remain until then: `X-RateLimit-Reset` and `Retry-After`.
    public static func windowEnd(at seconds: Int, window: Int) -> (reset: Int, retryAfter: Int) {
        let reset = (seconds / window + 1) * window
        return (reset, max(1, reset - seconds))
    }

    /// The refusal of `rule` with the window's end and wait already known.
    public init(rule: RateLimitRule, reset: Int, retryAfter: Int, window: Int, apis: [PlatformAPIDescriptor]) {
        self.rule = rule
        self.reset = reset
        self.retryAfter = retryAfter
        message = "Rate limit exceeded"
        detail =
            "Rate limit of \(rule.requestsPerWindow) requests per \(Self.windowName(window)) for "
            + "\(RateLimitRule.apiName(rule.api, in: apis)) exceeded"
        headers = [("Retry-After", String(retryAfter))] + Self.ruleHeaders(rule: rule, reset: reset, apis: apis)
    }

    /// The names of the headers ``ruleHeaders(rule:reset:apis:)`` writes: the limit, the window's end in seconds
    /// since 1970, and the rule's sys_id.
    public static let limitHeader = "X-RateLimit-Limit"
    public static let resetHeader = "X-RateLimit-Reset"
    public static let ruleHeader = "X-RateLimit-Rule"

    /// The headers every request a rule covers carries, refused or not.
    public static func ruleHeaders(
        rule: RateLimitRule, reset: Int, apis: [PlatformAPIDescriptor]
    ) -> [(name: String, value: String)] {
        [
            (limitHeader, String(rule.requestsPerWindow)), (resetHeader, String(reset)),
            (ruleHeader, rule.sysID(in: apis)),
        ]
    }

    /// How the detail names a window: "hour" for the platform's, "minute", or a number of seconds.
    public static func windowName(_ seconds: Int) -> String {
        switch seconds {
        case 3_600: return "hour"
        case 60: return "minute"
        default: return "\(seconds) seconds"
        }
    }

}
