import Cassettes
import NowInstance
import PlatformLimits

/// The inbound REST rate limits the recordings' answers show: each rule the instance named in `X-RateLimit-Rule`,
/// with its limit (`X-RateLimit-Limit`), the API its requests went to, and the users they were made as; and the
/// window, from the ends the answers gave (`X-RateLimit-Reset`).
struct RateLimitEvidence: Sendable {
    private struct Rule: Sendable {
        var limit: Int
        var api: String?
        var users: Set<String> = []
    }

    private var rules: [String: Rule] = [:]
    private var order: [String] = []
    private var resets: Set<Int> = []
    /// Users and APIs answered with no rule's headers, where they were first seen so: no rule limited them there.
    private var ungoverned: [String: String] = [:]

    /// The windows a platform's rules may count in, largest first: an hour on the platform.
    static let windows = [3_600, 1_800, 900, 600, 300, 120, 60, 30, 10, 5, 1]

    mutating func read(_ interaction: Interaction, source: String) {
        let headers = interaction.response.headers
        let api = RateLimitRule.api(of: interaction.request.path, in: EmbeddedInstance.platformAPIs)
        guard let rule = headers[RateLimitRefusal.ruleHeader],
            let limit = headers[RateLimitRefusal.limitHeader].flatMap({ Int($0) }), limit >= 0
        else {
            // An answer a rule governs carries its headers, refused or not; a signed-in answer without them was
            // not limited. (A 401 is answered before any rule is looked up.)
            if let user = interaction.request.user, let api, interaction.response.status != 401 {
                let key = "\(user) \(api)"
                if ungoverned[key] == nil { ungoverned[key] = source }
            }
            return
        }
        if rules[rule] == nil {
            order.append(rule)
            rules[rule] = Rule(limit: limit, api: api)
        }
        if let user = interaction.request.user { rules[rule]?.users.insert(user) }
        if let reset = headers[RateLimitRefusal.resetHeader].flatMap({ Int($0) }), reset > 0 { resets.insert(reset) }
    }

    /// The limits learned: a rule for each user each recorded rule limited (whom else it limits, the recordings do
    /// not show), counting in the window the ends show. Nothing when no answer named a rule.
    /// A rule the recordings contradict (the same user's requests to the same API answered without it elsewhere) is
    /// not learned, and is reported: the recordings come from more than one instance, or the rule changed while
    /// they were made.
    var limits: (limits: InstanceLimits, skipped: [LearningSkip]) {
        var learned: [RateLimitRule] = []
        var skipped: [LearningSkip] = []
        for id in order {
            guard let rule = rules[id] else { continue }
            for user in rule.users.sorted() {
                if let source = ungoverned["\(user) \(rule.api ?? "")"] {
                    skipped.append(
                        LearningSkip(
                            source: source, subject: "rate limit rule \(id)",
                            reason: "it limited \(user)'s requests to the \(rule.api ?? "REST") API, but this "
                                + "recording shows requests of the same user to the same API answered without it: the "
                                + "recordings come from more than one instance, or the rule changed in between; it "
                                + "was not learned for \(user)"))
                    continue
                }
                learned.append(RateLimitRule(subject: .user(user), api: rule.api, requestsPerWindow: rule.limit))
            }
        }
        guard !learned.isEmpty else { return (.none, skipped) }
        return (InstanceLimits(rateLimits: learned, rateLimitWindow: window), skipped)
    }

    /// Two windows' ends lie a window apart; one end alone is a multiple of its window.
    private var window: Int {
        let ends = resets.sorted()
        let gaps = zip(ends, ends.dropFirst()).map { $1 - $0 }.filter { $0 > 0 }
        if let smallest = gaps.min() { return smallest }
        guard let end = ends.first else { return 3_600 }
        return Self.windows.first { end % $0 == 0 } ?? 3_600
    }
}
