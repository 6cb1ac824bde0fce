import Foundation
import HTTPTypes
import PlatformLimits
import TestSupport
import Testing

@testable import NowInstance

@Suite("Platform APIs as plug-ins: one registry, one authentication", .stopsServers)
struct PlatformAPIPluginTests {
    private static let basic = "Basic " + Data("admin:admin".utf8).base64EncodedString()

    /// One request each registered API answers, with the method it takes.
    private static let firstRequests: [String: (method: String, path: String)] = [
        "table": ("GET", "/api/now/table/incident?sysparm_limit=1"),
        "stats": ("GET", "/api/now/stats/incident?sysparm_count=true"),
        "attachment": ("GET", "/api/now/attachment?sysparm_limit=1"),
        "import": ("POST", "/api/now/import/u_incident_import"),
        "graphql": ("POST", "/api/now/graphql"),
        "batch": ("POST", "/api/now/v1/batch"),
        "cmdb": ("GET", "/api/now/cmdb/instance/cmdb_ci_linux_server"),
    ]

    @Test("the registry serves exactly the APIs that rate limit and quota rules can name")
    func registryAgreesWithRuleKeys() {
        let served = PlatformAPIRegistry.descriptors
        #expect(Set(served) == Set(EmbeddedInstance.platformAPIs))
        for descriptor in served {
            #expect(RateLimitRule.parse("all=5@\(descriptor.key)", apis: served)?.api == descriptor.key)
        }
        #expect(Set(served.map(\.key)).count == served.count, "two APIs share a key")
        #expect(Set(served.map(\.key)) == Set(Self.firstRequests.keys), "a registered API this suite does not call")
        for prefix in PlatformAPIRegistry.reservedPrefixes {
            #expect(prefix.hasPrefix("/api/now/"), "\(prefix)")
        }
    }

    @Test("every registered API answers 401 to a request without credentials, never the scripted REST 400")
    func everyAPIRequiresCredentials() async throws {
        let instance = try EmbeddedInstance(configuration: InstanceConfiguration(seedIncidents: 3))
        let responder = instance.inProcess(origin: "http://instance.nowtape.invalid")
        for (key, call) in Self.firstRequests.sorted(by: { $0.key < $1.key }) {
            let answer = await responder.respond(
                method: call.method, target: call.path, headers: [.contentType: "application/json"],
                body: Data("{}".utf8))
            #expect(answer.status == 401, "\(key): \(String(decoding: answer.body, as: UTF8.self))")
            #expect(!answer.headers.contains(.setCookie), "\(key)")
        }
    }

    @Test("Basic credentials open one session, sent back on a success and on an error the API throws alike")
    func sessionCookiesOnEveryAnswer() async throws {
        let instance = try EmbeddedInstance(configuration: InstanceConfiguration(seedIncidents: 3))
        let responder = instance.inProcess(origin: "http://instance.nowtape.invalid")
        for target in [
            "/api/now/table/incident?sysparm_limit=1", "/api/now/table/incident/" + String(repeating: "0", count: 32),
        ] {
            let answer = await responder.respond(
                method: "GET", target: target, headers: [.authorization: Self.basic], body: Data())
            let cookies = answer.headers[values: .setCookie]
            #expect(cookies.count == 5, "\(target): \(cookies)")
            #expect(cookies.first?.hasPrefix("JSESSIONID=") == true, "\(target)")
            let session = cookies.first.map { String($0.dropFirst("JSESSIONID=".count).prefix { $0 != ";" }) } ?? ""
            let again = await responder.respond(
                method: "GET", target: target, headers: [.cookie: "JSESSIONID=\(session)"], body: Data())
            #expect(again.status == answer.status, "\(target)")
            #expect(!again.headers.contains(.setCookie), "a live session opens no new one: \(target)")
        }
    }

    @Test("a Table API 401 answers in the format the client accepts")
    func unauthenticatedTableAnswerFollowsAccept() async throws {
        let instance = try EmbeddedInstance(configuration: InstanceConfiguration(seedIncidents: 3))
        let responder = instance.inProcess(origin: "http://instance.nowtape.invalid")
        let answer = await responder.respond(
            method: "GET", target: "/api/now/table/incident", headers: [.accept: "application/xml"], body: Data())
        #expect(answer.status == 401)
        #expect(String(decoding: answer.body, as: UTF8.self).hasPrefix("<?xml"))
    }
}
