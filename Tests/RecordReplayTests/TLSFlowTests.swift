import Cassettes
import Foundation
import NowInstance
import RecordReplay
import TestSupport
import Testing

/// Recording and replay over TLS, end to end: the embedded instance serving HTTPS is the upstream, so the HTTPS
/// recording path runs for real, offline.
@Suite("Record and replay over TLS: HTTPS upstreams and listeners, HTTP/2 and HTTP/1.1", .stopsServers)
struct TLSFlowTests {
    /// The embedded instance on HTTPS, with the test CA's loopback certificate.
    static func tlsInstance() async throws -> RunningServer {
        var configuration = InstanceConfiguration(clock: { SeedData.referenceDate })
        configuration.tls = try TestCertificates.loopback.configuration
        return try await EmbeddedInstance.prepare(configuration).start()
    }

    @Test(
        "a session recorded through a TLS proxy replays from a TLS replay server byte for byte, h2 to h1 and h1 to h2",
        arguments: [true, false])
    func recordOneVersionReplayTheOther(recordOverHTTP2: Bool) async throws {
        let upstream = try await Self.tlsInstance()
        let path = try RecordReplayFlowTests.temporaryCassette()
        var configuration = RecordingProxy.Configuration(upstream: upstream.baseURL, cassettePath: path)
        configuration.upstreamTrust = TestCertificates.upstreamTrust
        configuration.tls = try TestCertificates.loopback
        let proxy = try RecordingProxy(configuration: configuration)
        let proxyServer = try await proxy.start()
        let recordingClient = JarClient(
            baseURL: proxyServer.baseURL,
            http: recordOverHTTP2 ? TestCertificates.http2Client : TestCertificates.http1Client)
        let recorded = try await RecordReplayFlowTests.myWorkFlow(recordingClient)
        #expect(recordingClient.lastVersion?.major == (recordOverHTTP2 ? 2 : 1))
        await proxyServer.stop()
        await upstream.stop()
        try proxy.finish()

        var replayConfiguration = ReplayServer.Configuration()
        replayConfiguration.tls = try TestCertificates.loopback
        let replay = ReplayServer(cassettes: [("tls", try CassetteFile.read(path))], configuration: replayConfiguration)
        let replayServer = try await replay.start()
        #expect(replayServer.baseURL.hasPrefix("https://127.0.0.1:"))
        let replayingClient = JarClient(
            baseURL: replayServer.baseURL,
            http: recordOverHTTP2 ? TestCertificates.http1Client : TestCertificates.http2Client)
        let replayed = try await RecordReplayFlowTests.myWorkFlow(replayingClient)
        #expect(replayingClient.lastVersion?.major == (recordOverHTTP2 ? 1 : 2))
        await replayServer.stop()

        #expect(recorded.map(\.status) == [200, 200, 201, 200])
        #expect(replayed.map(\.status) == recorded.map(\.status))
        for (before, after) in zip(recorded, replayed) {
            #expect(after.text == before.text.replacingOccurrences(of: proxyServer.baseURL, with: replayServer.baseURL))
        }
        #expect(replay.misses.isEmpty)
        #expect(replay.unplayed.isEmpty)
    }

    @Test("an upstream certificate no trusted CA signed gets 502 naming --upstream-ca; nothing is recorded")
    func untrustedUpstream() async throws {
        let upstream = try await Self.tlsInstance()
        let path = try RecordReplayFlowTests.temporaryCassette()
        let proxy = try RecordingProxy(configuration: .init(upstream: upstream.baseURL, cassettePath: path))
        let server = try await proxy.start()
        let reply = try await JarClient(baseURL: server.baseURL).request(
            "/api/now/table/incident?sysparm_limit=1", basic: ("john.doe", "password"))
        await server.stop()
        await upstream.stop()
        #expect(reply.status == 502)
        #expect(reply.text.contains("--upstream-ca"))
        #expect(reply.text.contains("CERTIFICATE_VERIFY_FAILED"))
        #expect(try proxy.finish().interactions.isEmpty)
    }

    @Test("with certificate checks off (--upstream-insecure) the same upstream is recorded")
    func insecureUpstream() async throws {
        let upstream = try await Self.tlsInstance()
        let path = try RecordReplayFlowTests.temporaryCassette()
        var configuration = RecordingProxy.Configuration(upstream: upstream.baseURL, cassettePath: path)
        configuration.upstreamTrust.insecure = true
        let proxy = try RecordingProxy(configuration: configuration)
        let server = try await proxy.start()
        let reply = try await JarClient(baseURL: server.baseURL).request(
            "/api/now/table/incident?sysparm_limit=1", basic: ("john.doe", "password"))
        await server.stop()
        await upstream.stop()
        #expect(reply.status == 200)
        #expect(try proxy.finish().interactions.count == 1)
    }

    @Test(
        "cookies keep Secure over TLS and lose it over plain HTTP; Domain goes whenever the client uses another host",
        arguments: [false, true])
    func cookiesPerListener(tls: Bool) async throws {
        let cookie = "JSESSIONID=abc; Domain=.service-now.com; Path=/; Secure; HttpOnly"
        let origin = "https://dev12345.service-now.com"
        let cassette = Cassette(
            upstream: origin,
            interactions: [
                Interaction(
                    request: RecordedRequest(method: "GET", url: origin + "/api/now/table/incident"),
                    response: RecordedResponse(status: 200, headers: [.setCookie: cookie], body: Data("{}".utf8)),
                    recordedAt: Date(), duration: 0)
            ])
        var configuration = ReplayServer.Configuration()
        configuration.tls = tls ? try TestCertificates.loopback : nil
        let server = try await ReplayServer(cassettes: [("c", cassette)], configuration: configuration).start()
        let client = JarClient(baseURL: server.baseURL, http: TestCertificates.http1Client)
        _ = try await client.request("/api/now/table/incident")
        await server.stop()
        let expected = tls ? "JSESSIONID=abc; Path=/; Secure; HttpOnly" : "JSESSIONID=abc; Path=/; HttpOnly"
        #expect(client.setCookies == [expected])
    }

    @Test("a miss says so the same way from the replay server and from the recorder, over TLS too")
    func missLooksTheSameEverywhere() async throws {
        let upstream = try await Self.tlsInstance()
        let path = try RecordReplayFlowTests.temporaryCassette()
        var configuration = RecordingProxy.Configuration(upstream: upstream.baseURL, cassettePath: path)
        configuration.upstreamTrust = TestCertificates.upstreamTrust
        let recorder = try RecordingProxy(configuration: configuration)
        let recording = try await recorder.start()
        _ = try await JarClient(baseURL: recording.baseURL).request(
            "/api/now/table/incident?sysparm_limit=1", basic: ("john.doe", "password"))
        await recording.stop()
        try recorder.finish()
        await upstream.stop()

        configuration.policy.mode = .replay
        configuration.tls = try TestCertificates.loopback
        let replayingRecorder = try RecordingProxy(configuration: configuration)
        let replayingProxy = try await replayingRecorder.start()
        var replayConfiguration = ReplayServer.Configuration()
        replayConfiguration.tls = try TestCertificates.loopback
        let replay = try await ReplayServer(
            cassettes: [("c", try CassetteFile.read(path))], configuration: replayConfiguration, onMiss: { _ in }
        ).start()
        for server in [replayingProxy, replay] {
            let reply = try await JarClient(baseURL: server.baseURL, http: TestCertificates.http2Client).request(
                "/api/now/table/problem", basic: ("john.doe", "password"))
            #expect(reply.status == ReplayServer.missStatus)
            #expect(reply.headers["X-NowTape-Replay"] == ["miss"])
            #expect(reply.text.contains("/api/now/table/incident?sysparm_limit=1"))
        }
        await replayingProxy.stop()
        await replay.stop()
    }
}
