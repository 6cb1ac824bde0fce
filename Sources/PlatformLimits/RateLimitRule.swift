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

    /// The rule's name, used in messages.
    public var name: String
    public var subject: Subject
    /// The API it limits (see ``RateLimitRule/apis``); nil for every REST API.
    public var api: String?
    /// Requests each user may make per window.
    public var requestsPerWindow: Int

    /// Creates a rule.
    public init(name: String = "", subject: Subject, api: String? = nil, requestsPerWindow: Int) {
        self.subject = subject
        self.api = api
        self.requestsPerWindow = max(0, requestsPerWindow)
        self.name = name.isEmpty ? Self.describe(subject, api: api) : name
    }

    /// A stable sys_id for the rule, sent in `X-RateLimit-Rule`.
    public var sysID: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(name)|\(subject)|\(api ?? "")|\(requestsPerWindow)".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let half = String(hash, radix: 16)
        let padded = String(repeating: "0", count: 16 - half.count) + half
        return padded + String(padded.reversed())
    }

    /// The APIs a rule can name, with the path prefixes each covers and the name messages use.
    public static var apis: [PlatformAPIDescriptor] { PlatformRESTAPIs.all }

    /// The API key a path belongs to: one of ``apis``, `scripted` for any other `/api/` path, nil outside the REST
    /// APIs.
    package static func api(of path: String) -> String? {
        guard path.hasPrefix("/api/") else { return nil }
        return apis.first { $0.prefixes.contains { path.hasPrefix($0) } }?.key ?? "scripted"
    }

    /// The name messages use for an API key.
    package static func apiName(_ key: String?) -> String {
        guard let key else { return "REST API" }
        if key == "scripted" { return "Scripted REST API" }
        return apis.first { $0.key == key }?.name ?? key
    }

    private static func describe(_ subject: Subject, api: String?) -> String {
        let who: String
        switch subject {
        case .everyone: who = "all users"
        case .role(let role): who = "role \(role)"
        case .user(let user): who = "user \(user)"
        }
        return "Limit \(apiName(api)) for \(who)"
    }

    /// Reads `WHO=N[@API]`: WHO is `all`, `user:NAME` or `role:NAME`; API is one of ``apis``' keys or `scripted`.
    public static func parse(_ text: String) -> RateLimitRule? {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        let countAndAPI = parts[1].split(separator: "@", maxSplits: 1).map(String.init)
        guard let count = Int(countAndAPI[0]), count >= 0 else { return nil }
        let api = countAndAPI.count == 2 ? countAndAPI[1].lowercased() : nil
        if let api, api != "scripted", !apis.contains(where: { $0.key == api }) { return nil }
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
