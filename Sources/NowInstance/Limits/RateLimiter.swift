import Foundation
import PlatformLimits
import Synchronization

/// Counts each user's requests per rule and window, and says when one is over its limit. The rule that applies is
/// the platform's: a user rule over role rules over the everyone rule, and among several role rules the one that
/// allows fewest requests.
public final class RateLimiter: Sendable {
    public let rules: [RateLimitRule]
    /// The length of a counting window, in seconds: 3,600 on the platform.
    public let window: Int
    private let now: @Sendable () -> Date
    private let counts = Mutex<(window: Int, byKey: [String: Int])>((0, [:]))

    /// A limiter over `rules` with windows of `window` seconds, reading the time from `now`.
    public init(rules: [RateLimitRule], window: Int = 3_600, now: @escaping @Sendable () -> Date = Date.init) {
        self.rules = rules
        self.window = max(1, window)
        self.now = now
    }

    /// What the limiter decided for one request.
    public struct Decision: Sendable {
        public let rule: RateLimitRule
        /// Whether the request may go on.
        public let allowed: Bool
        /// When the current window ends, in Unix seconds.
        public let reset: Int
        /// Seconds until then.
        public let retryAfter: Int
    }

    /// The rule for `user` on the API key `api`, counting this request; nil when no rule applies.
    public func admit(user: InstanceUser, api: String) -> Decision? {
        guard let rule = rule(for: user, api: api) else { return nil }
        let seconds = Int(now().timeIntervalSince1970)
        let current = seconds / window
        let end = RateLimitRefusal.windowEnd(at: seconds, window: window)
        let key = "\(rule.sysID(in: PlatformAPIRegistry.descriptors))|\(user.sysID)"
        let count = counts.withLock { state -> Int in
            if state.window != current { state = (current, [:]) }
            let next = (state.byKey[key] ?? 0) + 1
            state.byKey[key] = next
            return next
        }
        return Decision(
            rule: rule, allowed: count <= rule.requestsPerWindow, reset: end.reset, retryAfter: end.retryAfter)
    }

    /// Forgets every count, as resetting a rule does on the platform.
    public func reset() {
        counts.withLock { $0 = (0, [:]) }
    }

    func rule(for user: InstanceUser, api: String) -> RateLimitRule? {
        let matching = rules.filter { $0.api == nil || $0.api == api }
        if let own = matching.first(where: { $0.subject == .user(user.userName) }) { return own }
        let byRole = matching.filter { rule in
            if case .role(let role) = rule.subject { return user.roles.contains(role) }
            return false
        }
        if let fewest = byRole.min(by: { $0.requestsPerWindow < $1.requestsPerWindow }) { return fewest }
        return matching.filter { $0.subject == .everyone }.min { $0.requestsPerWindow < $1.requestsPerWindow }
    }
}
