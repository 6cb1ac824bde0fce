import Cassettes
import Foundation
import PlatformLimits
import RecordReplay
import TestSupport
import Testing

@Suite("Replay serves the platform's faults before it matches a request", .stopsServers)
struct ReplayFaultTests {
    static let upstream = "http://127.0.0.1:9"

    static func serve(_ faults: [PlatformFault], _ body: (JarClient, ReplayServer) async throws -> Void)
        async throws
    {
        let interaction = EmbeddedHTTP.incidentList(from: upstream)
        let cassette = Cassette(upstream: upstream, interactions: [interaction, interaction])
        var configuration = ReplayServer.Configuration()
        configuration.faults = faults
        let replay = ReplayServer(cassettes: [("faults", cassette)], configuration: configuration)
        let server = try await replay.start()
        do {
            try await body(JarClient(baseURL: server.baseURL), replay)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test("hibernation at half the requests answers the page every second time, and plays nothing for it")
    func hibernation() async throws {
        try await Self.serve([PlatformFault(.hibernation, rate: 0.5)]) { client, replay in
            let first = try await client.request("/api/now/table/incident?sysparm_limit=1")
            let second = try await client.request("/api/now/table/incident?sysparm_limit=1")
            let third = try await client.request("/api/now/table/incident?sysparm_limit=1")
            #expect(first.status == 200 && first.text.contains("INC0010001"))
            #expect(second.status == 200 && second.text.contains("Your instance is hibernating"))
            #expect(second.headers["Content-Type"].first == "text/html;charset=UTF-8")
            #expect(third.text.contains("INC0010001"))
            #expect(replay.unplayed.isEmpty && replay.misses.isEmpty)
        }
    }

    @Test("full semaphores answer 429, a quota cancels with 200, an expired token stays expired, others are served")
    func semaphoreAndTokens() async throws {
        try await Self.serve([PlatformFault(.semaphore)]) { client, _ in
            let refused = try await client.request("/api/now/table/incident?sysparm_limit=1")
            #expect(refused.status == 429)
            #expect((refused.json["error"] as? [String: Any])?["message"] as? String == "Too Many Requests")
        }
        try await Self.serve([PlatformFault(.transactionQuota)]) { client, _ in
            let cancelled = try await client.request("/api/now/table/incident?sysparm_limit=1")
            #expect(cancelled.status == 200)
            let message = (cancelled.json["error"] as? [String: Any])?["message"] as? String
            #expect(message == "Transaction cancelled: maximum execution time exceeded")
        }
        try await Self.serve([PlatformFault(.tokenExpiry)]) { client, _ in
            let bearer = [("Authorization", "Bearer abc")]
            let expired = try await client.request("/api/now/table/incident?sysparm_limit=1", headers: bearer)
            #expect(expired.status == 401)
            #expect(expired.headers["WWW-Authenticate"].first == #"BEARER realm="Service-now""#)
            let basic = try await client.request("/api/now/table/incident?sysparm_limit=1", basic: ("admin", "admin"))
            #expect(basic.status == 200)
        }
    }

    @Test("a node change sends the recorded answer with a new session's cookies, to requests in a session")
    func nodeChange() async throws {
        try await Self.serve([PlatformFault(.nodeChange)]) { client, replay in
            let outside = try await client.request("/api/now/table/incident?sysparm_limit=1")
            #expect(outside.headers["Set-Cookie"].isEmpty)
            let moved = try await client.request(
                "/api/now/table/incident?sysparm_limit=1", headers: [("Cookie", "JSESSIONID=OLD")])
            #expect(moved.text.contains("INC0010001"))
            let cookies = moved.headers["Set-Cookie"]
            #expect(cookies.contains { $0.hasPrefix("glide_user_route=glide.") && $0.contains("Max-Age=2147483647") })
            #expect(cookies.contains { $0.hasPrefix("JSESSIONID=") && !$0.hasPrefix("JSESSIONID=OLD") })
            #expect(replay.unplayed.isEmpty)
        }
    }

    @Test("a rate-limit fault answers the rule's 429 with its headers; a session limit answers 202 in a session")
    func rateAndSessionLimits() async throws {
        try await Self.serve([PlatformFault(.rateLimit)]) { client, replay in
            let refused = try await client.request("/api/now/table/incident?sysparm_limit=1")
            #expect(refused.status == 429)
            #expect((refused.json["error"] as? [String: Any])?["message"] as? String == "Rate limit exceeded")
            #expect(refused.headers["Retry-After"].first.flatMap { Int($0) } != nil)
            #expect(refused.headers["X-RateLimit-Limit"].first == "100")
            #expect(replay.unplayed.count == 2, "a refused request plays nothing")
        }
        try await Self.serve([PlatformFault(.sessionLimit)]) { client, _ in
            let outside = try await client.request("/api/now/table/incident?sysparm_limit=1")
            #expect(outside.status == 200)
            let ignored = try await client.request(
                "/api/now/table/incident?sysparm_limit=1", headers: [("Cookie", "JSESSIONID=A")])
            #expect(ignored.status == 202)
            #expect(ignored.body.isEmpty)
        }
    }
}
