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

    @Test("a session that Basic credentials open sets the platform's cookies, with their lifetimes and expiry dates")
    func sessionCookies() async throws {
        try await withInstance { client in
            let reply = try await client.request("/api/now/table/incident?sysparm_limit=1", user: "john.doe")
            let cookies = reply.setCookies
            #expect(
                cookies.map { String($0.prefix { $0 != "=" }) } == [
                    "JSESSIONID", "glide_user", "glide_user_session", "glide_user_route", "glide_session_store",
                ])
            let session = try #require(cookies.first { $0.hasPrefix("glide_session_store=") })
            let route = try #require(cookies.first { $0.hasPrefix("glide_user_route=") })
            #expect(
                session.wholeMatch(
                    of:
                        /glide_session_store=\w+; Max-Age=1800; Expires=\w{3}, \d\d-\w{3}-\d{4} \d\d:\d\d:\d\d GMT; Path=\/; HttpOnly/
                ) != nil, "\(session)")
            #expect(
                route.wholeMatch(
                    of: /glide_user_route=glide\.[0-9a-f]+; Max-Age=2147483647; Expires=.+ GMT; Path=\/; HttpOnly/)
                    != nil, "\(route)")
            #expect(cookies.contains("glide_user=; Max-Age=0; Expires=Thu, 01-Jan-1970 00:00:10 GMT; Path=/; HttpOnly"))
            // The store's expiry is the answer's date plus its Max-Age, as on the platform.
            let date = try #require(reply.headers["date"])
            let expires = try #require(session.firstRange(of: "Expires=").map { session[$0.upperBound...] })
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
            let sent = try #require(formatter.date(from: date))
            formatter.dateFormat = "EEE, dd-MMM-yyyy HH:mm:ss zzz"
            let expiry = try #require(formatter.date(from: String(expires.prefix { $0 != ";" })))
            // The server dates an answer from a clock it refreshes once a second, later when the machine is busy,
            // while the expiry is taken as the session opens: they agree to a few seconds, not to the second.
            #expect(abs(expiry.timeIntervalSince(sent) - 1800) <= 5)
        }
    }
}
