import Cassettes
import Foundation
import NIOCore
import NowInstance
import RecordReplay
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Record and replay: proxy safety and bad input", .stopsServers)
struct ProxySafetyTests {
    /// Runs `body` with a proxy in front of a fresh embedded instance, then finishes the recording.
    func withProxy(
        _ adjust: (inout RecordingProxy.Configuration) -> Void = { _ in },
        _ body: (JarClient, String) async throws -> Void
    ) async throws -> Cassette {
        let path = try RecordReplayFlowTests.temporaryCassette()
        let instance = try await EmbeddedInstance.prepare(InstanceConfiguration(clock: { SeedData.referenceDate }))
        let upstream = try await instance.start()
        var configuration = RecordingProxy.Configuration(upstream: upstream.baseURL, cassettePath: path)
        adjust(&configuration)
        let proxy = try RecordingProxy(configuration: configuration)
        let server = try await proxy.start()
        do {
            try await body(JarClient(baseURL: server.baseURL), server.baseURL)
        } catch {
            await server.stop()
            await upstream.stop()
            throw error
        }
        await server.stop()
        await upstream.stop()
        return try proxy.finish()
    }

    @Test("the Host header and absolute-form targets never choose where the proxy forwards")
    func forwardsOnlyUpstream() async throws {
        let cassette = try await withProxy { client, base in
            let viaHost = try await client.request(
                "/api/now/table/sys_user?sysparm_limit=1", headers: [("Host", "evil.example:80")],
                basic: ("john.doe", "password"))
            #expect(viaHost.status == 200)
            let port = try #require(URLComponents(string: base)?.port)
            let raw = try await RawSocket.exchange(
                port: port,
                "GET http://evil.example/api/now/table/sys_user?sysparm_limit=1 HTTP/1.1\r\nHost: evil.example\r\n"
                    + "Authorization: Basic \(Data("john.doe:password".utf8).base64EncodedString())\r\n"
                    + "Connection: close\r\n\r\n")
            #expect(raw.hasPrefix("HTTP/1.1 200"))
        }
        #expect(cassette.interactions.count == 2)
        for interaction in cassette.interactions {
            #expect(interaction.request.url.hasPrefix(cassette.upstream ?? "missing"))
            #expect(!interaction.request.url.contains("evil.example"))
        }
    }

    @Test("redirects pass through to the client, with Location pointing back at the proxy")
    func redirectsPassThrough() async throws {
        let upstream = try await ForwardingTests.oneResponseUpstream(
            "/nav_to.do",
            RecordedResponse(
                status: 302,
                headers: [.location: "https://dev12345.service-now.com/login.do", .contentLength: "0"]))
        let path = try RecordReplayFlowTests.temporaryCassette()
        let proxy = try RecordingProxy(configuration: .init(upstream: upstream.baseURL, cassettePath: path))
        let server = try await proxy.start()
        let reply = try await JarClient(baseURL: server.baseURL).request("/nav_to.do")
        await server.stop()
        await upstream.stop()
        #expect(reply.status == 302)
        #expect(reply.headers["Location"].first == server.baseURL + "/login.do")
        let recorded = try proxy.finish()
        #expect(recorded.interactions.first?.response.status == 302)
        #expect(recorded.interactions.first?.response.headers["location"] == upstream.baseURL + "/login.do")
    }

    @Test("a request over the body limit gets 413 and nothing is recorded")
    func oversizedBody() async throws {
        let cassette = try await withProxy({ $0.maximumBodySize = 1_024 }) { client, _ in
            let reply = try await client.request(
                "/api/now/table/incident", method: "POST",
                body: #"{"short_description":""# + String(repeating: "x", count: 4_096) + #""}"#,
                basic: ("john.doe", "password"))
            #expect(reply.status == 413)
            #expect(reply.text.contains("raise --max-body-size"))
        }
        #expect(cassette.interactions.isEmpty)
    }

    @Test("malformed HTTP gets 400 and the proxy keeps serving")
    func malformedHTTP() async throws {
        _ = try await withProxy { client, base in
            let port = try #require(URLComponents(string: base)?.port)
            let garbage = try await onOwnThread {
                let connection = try RawConnection(port: port)
                connection.send("THIS IS NOT HTTP\r\n\r\n")
                return connection.receiveAll()
            }
            #expect(garbage.text.hasPrefix("HTTP/1.1 400"))
            #expect(garbage.closed, "the proxy must hang up after answering malformed HTTP")
            let after = try await client.request(
                "/api/now/table/sys_user?sysparm_limit=1", basic: ("john.doe", "password"))
            #expect(after.status == 200)
        }
    }

    /// Sends one request through a proxy in front of `upstream`; returns the reply and what was recorded.
    static func oneRequest(
        upstream: String, timeout: TimeAmount = .seconds(20)
    ) async throws -> (reply: JarClient.Reply, recorded: Cassette) {
        var configuration = RecordingProxy.Configuration(
            upstream: upstream, cassettePath: try RecordReplayFlowTests.temporaryCassette())
        configuration.upstreamTimeout = timeout
        let proxy = try RecordingProxy(configuration: configuration)
        let server = try await proxy.start()
        let reply = try await JarClient(baseURL: server.baseURL).request("/api/now/table/incident")
        await server.stop()
        return (reply, try proxy.finish())
    }

    @Test("an upstream that cannot be reached gets 502 with what to check, and nothing is recorded")
    func unknownHost() async throws {
        let (reply, recorded) = try await Self.oneRequest(upstream: "http://nowtape-no-such-host.invalid")
        #expect(reply.status == 502)
        #expect(reply.text.contains("Check --upstream"))
        #expect(recorded.interactions.isEmpty)
        let path = try RecordReplayFlowTests.temporaryCassette()
        #expect(throws: ProxyConfigurationError.self) {
            _ = try RecordingProxy(configuration: .init(upstream: "ftp://example.com", cassettePath: path))
        }
    }

    @Test("mode once replays an existing cassette without the upstream; mode new records only what is new")
    func recordModes() async throws {
        let path = try RecordReplayFlowTests.temporaryCassette()
        let instance = try await EmbeddedInstance.prepare(InstanceConfiguration(clock: { SeedData.referenceDate }))
        let upstream = try await instance.start()
        let first = try RecordingProxy(configuration: .init(upstream: upstream.baseURL, cassettePath: path))
        let firstServer = try await first.start()
        _ = try await JarClient(baseURL: firstServer.baseURL).request(
            "/api/now/table/incident?sysparm_limit=1", basic: ("john.doe", "password"))
        await firstServer.stop()
        try first.finish()
        await upstream.stop()

        // The instance is gone: mode once must answer from the cassette, and miss anything new.
        let again = try RecordingProxy(configuration: .init(upstream: upstream.baseURL, cassettePath: path))
        let againServer = try await again.start()
        let client = JarClient(baseURL: againServer.baseURL)
        let replayed = try await client.request(
            "/api/now/table/incident?sysparm_limit=1", basic: ("john.doe", "password"))
        let missed = try await client.request(
            "/api/now/table/incident?sysparm_limit=2", basic: ("john.doe", "password"))
        await againServer.stop()
        #expect(replayed.status == 200)
        #expect(missed.status == ReplayServer.missStatus)
        #expect(try again.finish().interactions.count == 1)

        let restarted = try await instance.start()
        var configuration = RecordingProxy.Configuration(upstream: restarted.baseURL, cassettePath: path)
        configuration.policy.mode = .new
        let newEpisodes = try RecordingProxy(configuration: configuration)
        let newServer = try await newEpisodes.start()
        let newClient = JarClient(baseURL: newServer.baseURL)
        _ = try await newClient.request("/api/now/table/incident?sysparm_limit=1", basic: ("john.doe", "password"))
        _ = try await newClient.request("/api/now/table/incident?sysparm_limit=2", basic: ("john.doe", "password"))
        await newServer.stop()
        await restarted.stop()
        #expect(try newEpisodes.finish().interactions.count == 2)
    }

    @Test("re-recording an unchanged session in mode record leaves the file byte for byte the same")
    func stableRerecording() async throws {
        let path = try RecordReplayFlowTests.temporaryCassette()
        let instance = try await EmbeddedInstance.prepare(InstanceConfiguration(clock: { SeedData.referenceDate }))
        let upstream = try await instance.start()
        var texts: [String] = []
        for _ in 0..<2 {
            var configuration = RecordingProxy.Configuration(upstream: upstream.baseURL, cassettePath: path)
            configuration.policy.mode = .record
            let proxy = try RecordingProxy(configuration: configuration)
            let server = try await proxy.start()
            let client = JarClient(baseURL: server.baseURL)
            _ = try await client.request(
                "/api/now/v2/table/sys_user?user_name=john.doe", basic: ("john.doe", "password"))
            _ = try await client.request("/api/now/table/incident?sysparm_limit=3&sysparm_query=ORDERBYnumber")
            await server.stop()
            try proxy.finish()
            texts.append(try String(contentsOfFile: path, encoding: .utf8))
        }
        await upstream.stop()
        #expect(texts[0] == texts[1])
    }
}

/// Sends raw bytes over a socket and reads the reply until the server closes or 30 quiet seconds pass.
enum RawSocket {
    static func exchange(port: Int, _ text: String) async throws -> String {
        // A thread of its own: blocking a Swift concurrency thread can starve the servers under test.
        try await onOwnThread {
            guard let connection = try? RawConnection(port: port) else { return "" }
            connection.send(text)
            return connection.receive(until: nil)
        }
    }
}
