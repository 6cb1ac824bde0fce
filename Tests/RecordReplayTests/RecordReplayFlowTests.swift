import Cassettes
import Foundation
import NowInstance
import RecordReplay
import Synchronization
import TestSupport
import Testing

/// The whole loop over real sockets: record the My Work flow from the embedded instance through the proxy, then
/// replay it with the instance stopped.
@Suite("Record and replay: the My Work flow end to end", .stopsServers)
struct RecordReplayFlowTests {
    static func temporaryCassette() throws -> String {
        let directory = TestScratch.url("nowtape-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent("my-work.json").path
    }

    /// Login with Basic auth, then cookies only: a query, a POST and a PATCH. Returns every response.
    static func myWorkFlow(_ client: JarClient) async throws -> [JarClient.Reply] {
        var replies: [JarClient.Reply] = []
        replies.append(
            try await client.request(
                "/api/now/v2/table/sys_user?user_name=john.doe&sysparm_fields=user_name,first_name,last_name,sys_id",
                basic: ("john.doe", "password")))
        replies.append(
            try await client.request(
                "/api/now/table/incident?sysparm_query=active%3Dtrue%5EORDERBYnumber&sysparm_limit=5"))
        let created = try await client.request(
            "/api/now/table/incident", method: "POST", body: #"{"short_description":"Badge reader offline"}"#)
        replies.append(created)
        let id = ((created.json["result"] as? [String: Any])?["sys_id"] as? String) ?? "missing"
        replies.append(
            try await client.request("/api/now/table/incident/\(id)", method: "PATCH", body: #"{"state":"2"}"#))
        return replies
    }

    @Test("a recorded session replays with the instance stopped: same statuses, byte-identical bodies, no secrets")
    func recordThenReplay() async throws {
        let path = try Self.temporaryCassette()
        let instance = try await EmbeddedInstance.prepare(InstanceConfiguration(clock: { SeedData.referenceDate }))
        let upstream = try await instance.start()
        let proxy = try RecordingProxy(configuration: .init(upstream: upstream.baseURL, cassettePath: path))
        let proxyServer = try await proxy.start()
        let recordingClient = JarClient(baseURL: proxyServer.baseURL)
        let recorded = try await Self.myWorkFlow(recordingClient)
        await proxyServer.stop()
        try proxy.finish()
        await upstream.stop()

        #expect(recorded.map(\.status) == [200, 200, 201, 200])
        // Links point at the proxy, never at the upstream.
        #expect(recorded[1].text.contains(proxyServer.baseURL + "/api/now/table/sys_user/"))
        #expect(!recorded[1].text.contains(upstream.baseURL))
        #expect(recorded[1].headers["Link"].first?.contains(proxyServer.baseURL) == true)
        #expect(recorded[2].headers["Location"].first?.hasPrefix(proxyServer.baseURL) == true)

        let text = try String(contentsOfFile: path, encoding: .utf8)
        let secrets = [Data("john.doe:password".utf8).base64EncodedString()] + recordingClient.cookies.values
        for secret in secrets { #expect(!text.contains(secret), "\(secret) reached the cassette") }
        #expect(text.contains("NOWTAPE_REDACTED_"))
        #expect(!FileManager.default.fileExists(atPath: CassetteJournal.journalPath(for: path)))

        let cassette = try CassetteFile.read(path)
        #expect(cassette.interactions.count == 4)
        let replay = ReplayServer(cassettes: [("my-work", cassette)], configuration: .init())
        let replayServer = try await replay.start()
        let replayed = try await Self.myWorkFlow(JarClient(baseURL: replayServer.baseURL))
        await replayServer.stop()

        #expect(replayed.map(\.status) == recorded.map(\.status))
        for (before, after) in zip(recorded, replayed) {
            let expected = before.text.replacingOccurrences(of: proxyServer.baseURL, with: replayServer.baseURL)
            #expect(after.text == expected)
        }
        #expect(replay.misses.isEmpty)
        #expect(replay.unplayed.isEmpty)
        #expect(replay.strictReport == nil)
    }

    @Test("a recorded Basic, cookie and OAuth session leaves no credential in the cassette, and still replays")
    func oauthSessionHasNoSecrets() async throws {
        let path = try Self.temporaryCassette()
        let clientSecret = "client-s3cret-\(UUID().uuidString)"
        var configuration = InstanceConfiguration(clock: { SeedData.referenceDate })
        configuration.oauthApplications = ["recorder-test": clientSecret]
        let instance = try await EmbeddedInstance.prepare(configuration)
        let upstream = try await instance.start()
        let proxy = try RecordingProxy(configuration: .init(upstream: upstream.baseURL, cassettePath: path))
        let server = try await proxy.start()
        let flow = { (client: JarClient) async throws -> [JarClient.Reply] in
            let cookieLogin = try await client.request(
                "/api/now/table/sys_user?sysparm_limit=1", basic: ("abel.tuter", "password"))
            let cookieCall = try await client.request("/api/now/table/incident?sysparm_limit=1")
            let grant = try await client.request(
                "/oauth_token.do", method: "POST",
                headers: [("Content-Type", "application/x-www-form-urlencoded")],
                body:
                    "grant_type=password&client_id=recorder-test&client_secret=\(clientSecret)&username=abel.tuter&password=password"
            )
            let token = grant.json["access_token"] as? String ?? "none"
            let refresh = grant.json["refresh_token"] as? String ?? "none"
            let bearer = try await client.request(
                "/api/now/table/incident?sysparm_limit=2", headers: [("Authorization", "Bearer \(token)")])
            let refreshed = try await client.request(
                "/oauth_token.do", method: "POST",
                headers: [("Content-Type", "application/x-www-form-urlencoded")],
                body:
                    "grant_type=refresh_token&client_id=recorder-test&client_secret=\(clientSecret)&refresh_token=\(refresh)"
            )
            return [cookieLogin, cookieCall, grant, bearer, refreshed]
        }
        let recorded = try await flow(JarClient(baseURL: server.baseURL))
        await server.stop()
        try proxy.finish()
        await upstream.stop()
        #expect(recorded.map(\.status) == [200, 200, 200, 200, 200])

        let text = try String(contentsOfFile: path, encoding: .utf8)
        var secrets = [clientSecret, Data("abel.tuter:password".utf8).base64EncodedString(), "password=password"]
        for key in ["access_token", "refresh_token"] {
            for reply in [recorded[2], recorded[4]] { secrets.append(reply.json[key] as? String ?? "missing") }
        }
        for reply in recorded {
            for cookie in reply.headers["Set-Cookie"] {
                secrets.append(String(cookie.prefix { $0 != ";" }.drop { $0 != "=" }.dropFirst()))
            }
        }
        for secret in secrets where !secret.isEmpty {
            #expect(!text.contains(secret), "\(secret) reached the cassette")
        }
        #expect(CassetteLinter().lint(file: path).isEmpty)

        let replay = ReplayServer(cassettes: [("oauth", try CassetteFile.read(path))])
        let replayServer = try await replay.start()
        let replayed = try await flow(JarClient(baseURL: replayServer.baseURL))
        await replayServer.stop()
        #expect(replayed.map(\.status) == recorded.map(\.status))
        #expect(replay.misses.isEmpty)
    }

    @Test("a request the cassette does not hold gets the miss status and the closest interaction's diff")
    func missOverSockets() async throws {
        let cassette = Cassette(
            upstream: "https://dev12345.service-now.com",
            interactions: [
                Interaction(
                    request: RecordedRequest(
                        method: "GET", url: "https://dev12345.service-now.com/api/now/table/incident?sysparm_limit=5"),
                    response: RecordedResponse(
                        status: 200, headers: [.contentType: "application/json"],
                        body: Data(#"{"result":[]}"#.utf8)),
                    recordedAt: Date(), duration: 0)
            ])
        let misses = MissLog()
        let replay = ReplayServer(cassettes: [("c", cassette)], onMiss: { misses.add($0.text) })
        let server = try await replay.start()
        let client = JarClient(baseURL: server.baseURL)
        let hit = try await client.request("/api/now/table/incident?sysparm_limit=5")
        let miss = try await client.request("/api/now/table/incident?sysparm_limit=10")
        await server.stop()
        #expect(hit.status == 200)
        #expect(miss.status == ReplayServer.missStatus)
        let report = try #require(miss.json["nowtape_replay_miss"] as? [String: Any])
        let closest = try #require((report["closest"] as? [[String: Any]])?.first)
        let difference = try #require((closest["differences"] as? [[String: Any]])?.first)
        #expect(difference["field"] as? String == "query.sysparm_limit")
        #expect(difference["recorded"] as? String == "5")
        #expect(difference["actual"] as? String == "10")
        #expect(misses.lines.first?.contains(#"query.sysparm_limit: recorded "5", got "10""#) == true)
        #expect(replay.strictReport?.contains("1 request(s) matched no interaction") == true)
    }

    @Test("requests sent again replay in recorded order, and a different header or body still misses")
    func repeatedRequestsKeepOrderAndRules() async throws {
        let url = "https://dev12345.service-now.com/api/now/table/incident?sysparm_limit=1"
        func interaction(_ method: String, tenant: String, body: String = "", answer: String) -> Interaction {
            Interaction(
                request: RecordedRequest(
                    method: method, url: url, headers: [HTTPField.Name("X-Tenant"): tenant],
                    body: Data(body.utf8)),
                response: RecordedResponse(status: 200, body: Data(answer.utf8)), recordedAt: Date(), duration: 0)
        }
        let cassette = Cassette(
            upstream: "https://dev12345.service-now.com",
            interactions: [
                interaction("GET", tenant: "a", answer: "first"), interaction("GET", tenant: "b", answer: "other"),
                interaction("GET", tenant: "a", answer: "second"),
                interaction("POST", tenant: "a", body: #"{"n":1}"#, answer: "posted"),
            ])
        var configuration = ReplayServer.Configuration()
        configuration.matchRules = MatchRules(headers: ["X-Tenant"])
        configuration.repeatPolicy = .miss
        let replay = ReplayServer(cassettes: [("c", cassette)], configuration: configuration, onMiss: { _ in })
        let server = try await replay.start()
        let client = JarClient(baseURL: server.baseURL)
        let path = "/api/now/table/incident?sysparm_limit=1"
        var answers: [String] = []
        for tenant in ["a", "a", "a", "b", "b", "c"] {
            let reply = try await client.request(path, headers: [("X-Tenant", tenant)])
            answers.append(reply.status == 200 ? reply.text : String(reply.status))
        }
        for body in [#"{"n":2}"#, #"{ "n" : 1 }"#, #"{"n":1}"#] {
            let reply = try await client.request(path, method: "POST", headers: [("X-Tenant", "a")], body: body)
            answers.append(reply.status == 200 ? reply.text : String(reply.status))
        }
        await server.stop()
        let miss = String(ReplayServer.missStatus)
        #expect(answers == ["first", "second", miss, "other", miss, miss, miss, "posted", miss])
        #expect(replay.misses.count == 5)
        #expect(replay.misses.first?.allPlayed == true)
    }
}

/// Collects miss reports from the server's callback.
final class MissLog: Sendable {
    private let storage = Mutex<[String]>([])
    func add(_ line: String) { storage.withLock { $0.append(line) } }
    var lines: [String] { storage.withLock { $0 } }
}
