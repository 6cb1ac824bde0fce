import Foundation
import NowInstance
import Synchronization
import Testing

/// Inbound REST rate limits: the platform's rule priority, its 429 and headers, and windows that lift.
@Suite("Embedded instance: rate limits")
struct RateLimitTests {
    static let itil = InstanceUser(sysID: "a", userName: "itil.user", roles: ["itil", "import_admin"])
    static let other = InstanceUser(sysID: "b", userName: "plain.user", roles: [])

    @Test("a user's own rule wins, then the strictest of its roles' rules, then the rule for everyone")
    func priority() throws {
        let rules = try [
            "all=2@table", "role:itil=5@table", "role:import_admin=3@table", "user:itil.user=10@table", "all=7",
        ].map { try #require(RateLimitRule.parse($0)) }
        #expect(RateLimiter(rules: rules).admit(user: Self.itil, api: "table")?.rule.requestsPerWindow == 10)
        let noUserRule = Array(rules.prefix(3)) + [rules[4]]
        #expect(RateLimiter(rules: noUserRule).admit(user: Self.itil, api: "table")?.rule.requestsPerWindow == 3)
        #expect(RateLimiter(rules: noUserRule).admit(user: Self.other, api: "table")?.rule.requestsPerWindow == 2)
        #expect(RateLimiter(rules: noUserRule).admit(user: Self.other, api: "stats")?.rule.requestsPerWindow == 7)
        #expect(RateLimiter(rules: [rules[0]]).admit(user: Self.other, api: "stats") == nil)
    }

    @Test("rules are read from WHO=N[@API], and anything else is refused")
    func parsing() {
        #expect(RateLimitRule.parse("all=100")?.subject == .everyone)
        #expect(RateLimitRule.parse("role:itil=20@table")?.subject == .role("itil"))
        #expect(RateLimitRule.parse("user:john.doe=5@stats")?.api == "stats")
        #expect(RateLimitRule.parse("user:x=1@scripted")?.api == "scripted")
        for bad in ["bogus", "all", "all=x", "all=-1", "team:x=1", "all=1@nope", "user:=1"] {
            #expect(RateLimitRule.parse(bad) == nil, "\(bad)")
        }
    }

    @Test("counts reset when the window turns")
    func windows() throws {
        let clock = Mutex(Date(timeIntervalSince1970: 1_000_000))
        let limiter = RateLimiter(
            rules: [try #require(RateLimitRule.parse("all=1"))], window: 60, now: { clock.withLock { $0 } })
        #expect(limiter.admit(user: Self.other, api: "table")?.allowed == true)
        let refused = try #require(limiter.admit(user: Self.other, api: "table"))
        #expect(!refused.allowed)
        #expect(refused.reset == 1_000_020)
        #expect(refused.retryAfter == 20)
        #expect(limiter.admit(user: Self.itil, api: "table")?.allowed == true)
        clock.withLock { $0 = Date(timeIntervalSince1970: 1_000_020) }
        #expect(limiter.admit(user: Self.other, api: "table")?.allowed == true)
    }

    @Test("over the limit, the platform's 429 with Retry-After; under it, the rate limit headers")
    func overSockets() async throws {
        var configuration = InstanceConfiguration(clock: { SeedData.referenceDate })
        configuration.limits.rateLimits = [try #require(RateLimitRule.parse("role:itil=2@table"))]
        try await withInstance(configuration) { client in
            for _ in 0..<2 {
                let allowed = try await client.request("/api/now/table/incident?sysparm_limit=1", user: "john.doe")
                #expect(allowed.status == 200)
                #expect(allowed.headers["x-ratelimit-limit"] == "2")
                #expect(allowed.headers["x-ratelimit-rule"]?.count == 32)
                // The window follows the instance's clock, so runs on the scenario clock repeat byte for byte.
                #expect(
                    Int(allowed.headers["x-ratelimit-reset"] ?? "")
                        == (SeedData.referenceDate.secondsSince1970 / 3_600 + 1) * 3_600)
            }
            let refused = try await client.request("/api/now/table/incident?sysparm_limit=1", user: "john.doe")
            #expect(refused.status == 429)
            #expect(refused.errorMessage == "Rate limit exceeded")
            #expect(refused.errorDetail == "Rate limit of 2 requests per hour for Table API exceeded")
            #expect(Int(refused.headers["retry-after"] ?? "") ?? 0 > 0)
            // Another API, and a user the rule does not cover, are not limited.
            let stats = try await client.request("/api/now/stats/incident?sysparm_count=true", user: "john.doe")
            #expect(stats.status == 200)
            #expect(stats.headers["x-ratelimit-limit"] == nil)
            let admin = try await client.request(
                "/api/now/table/incident?sysparm_limit=1", user: "admin", password: "admin")
            #expect(admin.status == 200)
            // Bad credentials still get 401, not 429.
            let wrong = try await client.request("/api/now/table/incident", user: "john.doe", password: "nope")
            #expect(wrong.status == 401)
        }
    }
}
