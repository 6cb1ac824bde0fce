import AsyncHTTPClient
import Cassettes
import Foundation
import LocalTLS
import NIOSSL
import NowInstance
import RecordReplay
import TestSupport
import Testing

/// The forward proxy, recording and replaying: clients keep the instance's own URL and set NowTape as their proxy.
/// A `*.service-now.com` name is mapped to the embedded instance on TLS, so the whole path runs offline.
@Suite("Forward proxy: CONNECT interception, recorded and replayed", .stopsServers)
struct ForwardProxyTests {
    static let instanceHost = "dev12345.service-now.com"
    static let instanceOrigin = "https://dev12345.service-now.com"

    static func forwardProxy(mappingTo url: String? = nil, tunnels: Bool = false) -> ForwardProxy {
        ForwardProxy(
            rules: ForwardProxyRules(
                interceptedHosts: [], mappings: url.map { [instanceHost: $0] } ?? [:], tunnelsOtherHosts: tunnels),
            authority: TestCertificates.authority)
    }

    /// A recorder in forward mode in front of the TLS instance, under the real host's name.
    static func recorder(_ path: String, upstream: String, tunnels: Bool = false) throws -> RecordingProxy {
        var configuration = RecordingProxy.Configuration(upstream: instanceOrigin, cassettePath: path)
        configuration.upstreamTrust = TestCertificates.upstreamTrust
        configuration.forwardProxy = forwardProxy(mappingTo: upstream, tunnels: tunnels)
        return try RecordingProxy(configuration: configuration)
    }

    /// Runs curl through `proxy` (see `CurlOverTLSTests.fetch`); returns the body and curl's exit code.
    static func curl(_ url: String, proxy: String, http2: Bool = true) async throws -> (body: String, exitCode: Int32) {
        let result = try await CurlOverTLSTests.fetch(url, http2: http2, extra: ["-x", proxy])
        return (String(decoding: result.body, as: UTF8.self), result.exitCode)
    }

    @Test(
        "curl -x records https://dev12345.service-now.com through the proxy and replays it offline, byte for byte",
        .enabled(if: CurlOverTLSTests.curl != nil, "curl is not installed"))
    func curlRecordsAndReplays() async throws {
        let instance = try await TLSFlowTests.tlsInstance()
        let path = try RecordReplayFlowTests.temporaryCassette()
        let proxy = try Self.recorder(path, upstream: instance.baseURL)
        let recording = try await proxy.start()
        let url = Self.instanceOrigin + "/api/now/table/incident?sysparm_limit=2&sysparm_query=ORDERBYnumber"
        let recorded = try await Self.curl(url, proxy: recording.baseURL)
        let refused = try await Self.curl("https://example.com/", proxy: recording.baseURL)
        await recording.stop()
        await instance.stop()
        let cassette = try proxy.finish()

        #expect(recorded.exitCode == 0)
        #expect(recorded.body.contains("INC0010001"))
        // A CONNECT to a host the proxy does not serve is refused (curl exits 56), and never reaches the cassette.
        #expect(refused.exitCode == 56)
        #expect(cassette.interactions.map(\.request.url) == [url])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains(instance.baseURL))
        #expect(!text.contains(Data("john.doe:password".utf8).base64EncodedString()))

        var configuration = ReplayServer.Configuration()
        configuration.forwardProxy = Self.forwardProxy()
        let replay = ReplayServer(cassettes: [("forward", cassette)], configuration: configuration)
        let replaying = try await replay.start()
        let overHTTP2 = try await Self.curl(url, proxy: replaying.baseURL)
        let overHTTP1 = try await Self.curl(url, proxy: replaying.baseURL, http2: false)
        let elsewhere = try await Self.curl(
            "https://dev99999.service-now.com/api/now/table/incident", proxy: replaying.baseURL)
        await replaying.stop()
        #expect(overHTTP2.body == recorded.body)
        #expect(overHTTP1.body == recorded.body)
        #expect(elsewhere.exitCode == 56)
        #expect(replay.misses.isEmpty)
    }

    @Test("AsyncHTTPClient through the proxy keeps the instance's cookies and links as sent, recording and replaying")
    func asyncHTTPClientCookieJar() async throws {
        let instance = try await TLSFlowTests.tlsInstance()
        let path = try RecordReplayFlowTests.temporaryCassette()
        let proxy = try Self.recorder(path, upstream: instance.baseURL)
        let recording = try await proxy.start()
        let (recordingClient, recorded) = try await Self.throughProxy(recording.baseURL) { http in
            let client = JarClient(baseURL: Self.instanceOrigin, http: http)
            return (client, try await RecordReplayFlowTests.myWorkFlow(client))
        }
        await recording.stop()
        await instance.stop()
        let cassette = try proxy.finish()

        #expect(recorded.map(\.status) == [200, 200, 201, 200])
        #expect(recorded[1].text.contains(Self.instanceOrigin + "/api/now/table/sys_user/"))
        #expect(recorded[2].headers["Location"].first?.hasPrefix(Self.instanceOrigin) == true)
        #expect(!recordingClient.setCookies.isEmpty)
        #expect(cassette.interactions.allSatisfy { $0.request.url.hasPrefix(Self.instanceOrigin + "/") })

        var configuration = ReplayServer.Configuration()
        configuration.forwardProxy = Self.forwardProxy()
        let replay = ReplayServer(cassettes: [("forward", cassette)], configuration: configuration)
        let replaying = try await replay.start()
        let (replayingClient, replayed) = try await Self.throughProxy(replaying.baseURL) { http in
            let client = JarClient(baseURL: Self.instanceOrigin, http: http)
            return (client, try await RecordReplayFlowTests.myWorkFlow(client))
        }
        await replaying.stop()
        #expect(replayed.map(\.text) == recorded.map(\.text))
        // Cookies reach the client as the cassette holds them: redacted values, attributes untouched.
        #expect(replayingClient.setCookies.count == recordingClient.setCookies.count)
        let firstCookies = cassette.interactions[0].response.headers.values("Set-Cookie")
        #expect(firstCookies.count == 5)
        #expect(firstCookies == Array(replayingClient.setCookies.prefix(firstCookies.count)))
        #expect(replay.misses.isEmpty)
        #expect(replay.unplayed.isEmpty)
    }

    @Test(
        "plain http URLs follow the same rules, in absolute form (curl) or tunnelled with CONNECT (AsyncHTTPClient)",
        .enabled(if: CurlOverTLSTests.curl != nil, "curl is not installed"))
    func plainHTTP() async throws {
        let instance = try await EmbeddedInstance.prepare(InstanceConfiguration(clock: { SeedData.referenceDate }))
            .start()
        let path = try RecordReplayFlowTests.temporaryCassette()
        var configuration = RecordingProxy.Configuration(
            upstream: "http://dev12345.service-now.com", cassettePath: path)
        configuration.forwardProxy = ForwardProxy(
            rules: ForwardProxyRules(mappings: [Self.instanceHost: instance.baseURL]),
            authority: TestCertificates.authority)
        let proxy = try RecordingProxy(configuration: configuration)
        let recording = try await proxy.start()
        let url = "http://dev12345.service-now.com/api/now/table/incident?sysparm_limit=1"
        let absoluteForm = try await Self.curl(url, proxy: recording.baseURL, http2: false)
        let refusedAbsolute = try await Self.curl("http://example.com/", proxy: recording.baseURL, http2: false)
        let tunnelled = try await Self.throughProxy(recording.baseURL) { http in
            try await JarClient(baseURL: "http://dev12345.service-now.com", http: http).request(
                "/api/now/table/incident?sysparm_limit=1", basic: ("john.doe", "password"))
        }
        await #expect(throws: HTTPClientError.self) {
            try await Self.throughProxy(recording.baseURL) { http in
                try await JarClient(baseURL: "http://example.com", http: http).request("/")
            }
        }
        await recording.stop()
        await instance.stop()
        #expect(absoluteForm.body.contains("INC0010001"))
        #expect(refusedAbsolute.body.contains("--intercept"))
        #expect(tunnelled.status == 200)
        #expect(try proxy.finish().interactions.map(\.request.url) == [url, url])
    }

    @Test("a cassette recorded in reverse mode replays through the forward proxy under its recorded host")
    func reverseCassetteReplaysForward() async throws {
        let cassette = Cassette(
            upstream: Self.instanceOrigin,
            interactions: [
                Interaction(
                    request: RecordedRequest(method: "GET", url: Self.instanceOrigin + "/api/now/table/incident"),
                    response: RecordedResponse(
                        status: 200, headers: [.contentType: "application/json"], body: Data(#"{"result":[]}"#.utf8)),
                    recordedAt: Date(), duration: 0)
            ])
        var configuration = ReplayServer.Configuration()
        configuration.forwardProxy = Self.forwardProxy()
        let replay = ReplayServer(cassettes: [("reverse", cassette)], configuration: configuration, onMiss: { _ in })
        let server = try await replay.start()
        let reply = try await Self.throughProxy(server.baseURL) { http in
            try await JarClient(baseURL: Self.instanceOrigin, http: http).request("/api/now/table/incident")
        }
        await server.stop()
        #expect(reply.status == 200)
        #expect(reply.text == #"{"result":[]}"#)
    }

    /// Runs `body` with an HTTP client that goes through the proxy at `baseURL`, and shuts the client down after,
    /// whether `body` throws or not.
    static func throughProxy<T>(_ baseURL: String, _ body: (HTTPClient) async throws -> T) async throws -> T {
        let http = proxiedClient(baseURL)
        do {
            let result = try await body(http)
            try await http.shutdown()
            return result
        } catch {
            try? await http.shutdown()
            throw error
        }
    }

    /// An HTTP client that goes through the proxy at `baseURL` and trusts the test CA.
    static func proxiedClient(_ baseURL: String) -> HTTPClient {
        let port = Int(baseURL.split(separator: ":").last ?? "") ?? 0
        var tls = TLSConfiguration.makeClientConfiguration()
        tls.additionalTrustRoots = [.file(TestCertificates.folder.certificatePath)]
        var configuration = HTTPClient.Configuration(tlsConfiguration: tls, redirectConfiguration: .disallow)
        configuration.proxy = .server(host: "127.0.0.1", port: port)
        return HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }
}
