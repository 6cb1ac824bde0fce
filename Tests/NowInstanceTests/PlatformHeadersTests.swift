import Foundation
import NowInstance
import TestSupport
import Testing

@Suite("Every REST answer carries the platform's cache, sniffing and session headers", .stopsServers)
struct PlatformHeadersTests {
    static let cacheHeaders = [
        "pragma": "no-store,no-cache", "cache-control": "no-cache,no-store,must-revalidate,max-age=-1",
        "expires": "0", "x-content-type-options": "nosniff",
    ]

    static func platformHeaders(_ reply: HTTPTestClient.Reply) -> [String: String] {
        reply.headers.filter { Self.cacheHeaders[$0.key] != nil || $0.key.hasPrefix("x-is-") }
    }

    @Test("answers to signed-in callers, from every API, say so and carry a fresh 12-digit transaction id")
    func signedIn() async throws {
        let script = """
            (function (request, response) {
                response.setHeader('Cache-Control', 'max-age=60');
                return { ok: true };
            })(request, response);
            """
        let path = try UpdateSetFixture.api(operations: [("GET", "/cached", script, true)]).write()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let configuration = InstanceConfiguration(clock: { SeedData.referenceDate }, updateSets: [path])
        try await withInstance(configuration) { client in
            var ids = Set<String>()
            for path in [
                "/api/now/table/incident?sysparm_limit=1", "/api/now/stats/incident?sysparm_count=true",
                "/api/now/attachment?sysparm_limit=1", "/api/now/table/no_such_table",
            ] {
                let reply = try await client.request(path, user: "john.doe")
                var expected = Self.cacheHeaders
                expected["x-is-logged-in"] = "true"
                #expect(Self.platformHeaders(reply) == expected, "\(path)")
                let id = reply.headers["x-transaction-id"] ?? ""
                #expect(id.count == 12 && id.allSatisfy(\.isHexDigit), "\(path): \(id)")
                ids.insert(id)
                #expect(reply.headers["strict-transport-security"] == nil, "HSTS only over TLS")
            }
            #expect(ids.count == 4)
            let own = try await client.request("/api/x_test/probe/cached", user: "john.doe")
            #expect(own.headers["cache-control"] == "max-age=60", "an operation's own header wins")
            #expect(own.headers["x-is-logged-in"] == "true")
        }
    }

    @Test("a 401 carries the cache headers but neither X-Is-Logged-In nor a transaction id, as the platform's does")
    func unauthenticated() async throws {
        try await withInstance { client in
            let reply = try await client.request("/api/now/table/incident?sysparm_limit=1")
            #expect(reply.status == 401)
            #expect(Self.platformHeaders(reply) == Self.cacheHeaders)
            #expect(reply.headers["x-transaction-id"] == nil)
        }
    }
}
