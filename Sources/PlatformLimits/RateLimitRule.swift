/// An inbound REST rate limit rule, as the platform's `sys_rate_limit_rules` holds them: who it applies to, which
/// API, and how many requests each such user may make per window (an hour on the platform).
public struct RateLimitRule: Sendable, Hashable {
    /// Whom a rule limits.
    public enum Subject: Sendable, Hashable {
        /// Every user.
        case everyone
        /// Users with this role.
        case role(String)
        /// This user, by user name.
        case user(String)
    }

    /// The rule's name; empty for a rule named after whom and what it limits (see ``sysID(in:)``).
    public var name: String
    public var subject: Subject
    /// The key of the API it limits (one of the instance's ``PlatformAPIDescriptor``s, or `scripted`); nil for every
    /// REST API.
    public var api: String?
    /// Requests each user may make per window.
    public var requestsPerWindow: Int

    /// Creates a rule.
    public init(name: String = "", subject: Subject, api: String? = nil, requestsPerWindow: Int) {
        self.subject = subject
        self.api = api
        self.requestsPerWindow = max(0, requestsPerWindow)
        self.name = name
    }

    /// A stable sys_id for the rule, sent in `X-RateLimit-Rule`: a hash of its name (for an unnamed rule, a name
    /// such as "Limit Aggregate API for role itil", with the API's name from `apis`) and its terms.
    public func sysID(in apis: [PlatformAPIDescriptor]) -> String {
        let shownName = name.isEmpty ? Self.describe(subject, apiName: Self.apiName(api, in: apis)) : name
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(shownName)|\(subject)|\(api ?? "")|\(requestsPerWindow)".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let half = String(hash, radix: 16)
        let padded = String(repeating: "0", count: 16 - half.count) + half
        return padded + String(padded.reversed())
    }

    /// The API key a path belongs to: the key of the one of `apis` whose prefix it starts with, `scripted` for any
    /// other `/api/` path, nil outside the REST APIs.
    package static func api(of path: String, in apis: [PlatformAPIDescriptor]) -> String? {
        guard path.hasPrefix("/api/") else { return nil }
        return apis.first { $0.prefixes.contains { path.hasPrefix($0) } }?.key ?? "scripted"
    }

    /// The name messages use for an API key.
    package static func apiName(_ key: String?, in apis: [PlatformAPIDescriptor]) -> String {
        guard let key else { return "REST API" }
        if key == "scripted" { return "Scripted REST API" }
        return apis.first { $0.key == key }?.name ?? key
    }

    /// Whether a rule may name `key`: `scripted`, or the key of one of `apis`.
    package static func names(_ key: String, in apis: [PlatformAPIDescriptor]) -> Bool {
        key == "scripted" || apis.contains { $0.key == key }
    }

    /// A rule's name from whom and what it limits: "Limit Aggregate API for role itil".
    package static func describe(_ subject: Subject, apiName: String) -> String {
        let who: String
        switch subject {
        case .everyone: who = "all users"
        case .role(let role): who = "role \(role)"
        case .user(let user): who = "user \(user)"
        }
        return "Limit \(apiName) for \(who)"
    }

    /// Reads `WHO=N[@API]`: WHO is `all`, `user:NAME` or `role:NAME`; API is the key of one of `apis` or
    /// `scripted`.
    public static func parse(_ text: String, apis: [PlatformAPIDescriptor]) -> RateLimitRule? {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        let countAndAPI = parts[1].split(separator: "@", maxSplits: 1).map(String.init)
        guard let count = Int(countAndAPI[0]), count >= 0 else { return nil }
        let api = countAndAPI.count == 2 ? countAndAPI[1].lowercased() : nil
        if let api, !names(api, in: apis) { return nil }
        let who = parts[0]
        let subject: Subject
        if who == "all" {
            subject = .everyone
        } else if who.hasPrefix("user:"), who.count > 5 {
            subject = .user(String(who.dropFirst(5)))
        } else if who.hasPrefix("role:"), who.count > 5 {
            subject = .role(String(who.dropFirst(5)))
        } else {
            return nil
        }
        return RateLimitRule(subject: subject, api: api, requestsPerWindow: count)
    }
}
