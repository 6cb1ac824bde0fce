import PlatformLimits
import Testing

@Suite("PlatformLimits: rules that name the APIs an instance serves")
struct RuleParsingTests {
    static let apis = [
        PlatformAPIDescriptor(key: "table", name: "Table API", prefixes: ["/api/now/table/"]),
        PlatformAPIDescriptor(key: "stats", name: "Aggregate API", prefixes: ["/api/now/stats/"]),
    ]

    @Test("a rule may name an API the list holds, or scripted; any other key is refused")
    func keys() {
        #expect(RateLimitRule.parse("all=5@table", apis: Self.apis)?.api == "table")
        #expect(RateLimitRule.parse("role:itil=5@SCRIPTED", apis: Self.apis)?.api == "scripted")
        #expect(RateLimitRule.parse("all=5@cmdb", apis: Self.apis) == nil)
        #expect(RateLimitRule.parse("all=5@cmdb", apis: Self.apis + [Self.cmdb])?.api == "cmdb")
        #expect(
            TransactionQuotaRule.parse("2.5@stats", apis: Self.apis) == TransactionQuotaRule(seconds: 2.5, api: "stats")
        )
        #expect(TransactionQuotaRule.parse("60@cmdb", apis: Self.apis) == nil)
    }

    static let cmdb = PlatformAPIDescriptor(key: "cmdb", name: "CMDB Instance API", prefixes: ["/api/now/cmdb/"])

    @Test("a path belongs to the API whose prefix it starts with, other /api/ paths to scripted REST")
    func pathsToAPIs() {
        #expect(RateLimitRule.api(of: "/api/now/table/incident", in: Self.apis) == "table")
        #expect(RateLimitRule.api(of: "/api/x_acme/v1/thing", in: Self.apis) == "scripted")
        #expect(RateLimitRule.api(of: "/oauth_token.do", in: Self.apis) == nil)
        #expect(RateLimitRule.apiName("stats", in: Self.apis) == "Aggregate API")
        #expect(RateLimitRule.apiName(nil, in: Self.apis) == "REST API")
    }

    @Test("an unnamed rule's sys_id follows from its API's name and terms, and stays the same from run to run")
    func stableSysIDs() {
        let rule = RateLimitRule(subject: .role("itil"), api: "stats", requestsPerWindow: 2)
        #expect(rule.sysID(in: Self.apis) == rule.sysID(in: Self.apis))
        #expect(rule.sysID(in: Self.apis).count == 32)
        // The sys_id the committed cassettes carry for this rule.
        #expect(rule.sysID(in: Self.apis) == "6601a807bf7c23266232c7fb708a1066")
        let named = RateLimitRule(
            name: "Limit Aggregate API for role itil", subject: .role("itil"), api: "stats",
            requestsPerWindow: 2)
        #expect(named.sysID(in: []) == rule.sysID(in: Self.apis))
        #expect(
            RateLimitRule(subject: .everyone, requestsPerWindow: 2).sysID(in: Self.apis) != rule.sysID(in: Self.apis))
    }
}
