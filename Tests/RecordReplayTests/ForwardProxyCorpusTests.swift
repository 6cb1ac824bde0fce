import Foundation
import NowInstance
import RecordReplay
import TestSupport
import Testing

/// Hostile and malformed requests sent raw to the forward proxy and to a TLS listener. Every input is answered or
/// closed, never left hanging, and the server serves a good request afterwards.
@Suite("Bad-input corpus: raw bytes to the forward proxy and the TLS listeners", .stopsServers)
struct ForwardProxyCorpusTests {
    /// Each input, with the statuses it may get; 0 stands for a closed connection.
    static let corpus: [(name: String, bytes: String, allowed: Set<Int>)] = [
        ("a CONNECT without a port", "CONNECT dev12345.service-now.com HTTP/1.1\r\nHost: x\r\n\r\n", [400]),
        ("a CONNECT to port 0", "CONNECT dev12345.service-now.com:0 HTTP/1.1\r\nHost: x\r\n\r\n", [400]),
        ("a CONNECT to a port past 65535", "CONNECT dev12345.service-now.com:70000 HTTP/1.1\r\n\r\n", [400]),
        (
            "a CONNECT with credentials in the target", "CONNECT user@dev12345.service-now.com:443 HTTP/1.1\r\n\r\n",
            [400]
        ),
        ("a CONNECT with a path", "CONNECT dev12345.service-now.com/x:443 HTTP/1.1\r\n\r\n", [400]),
        ("a CONNECT to an empty host", "CONNECT :443 HTTP/1.1\r\n\r\n", [400]),
        ("a CONNECT to a host not served", "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n", [403]),
        ("a request in origin form", "GET /api/now/table/incident HTTP/1.1\r\nHost: x\r\n\r\n", [400]),
        (
            "an absolute URL to a host not served", "GET http://example.com/ HTTP/1.1\r\nHost: example.com\r\n\r\n",
            [403]
        ),
        (
            "a POST with a body to a host not served",
            "POST http://example.com/x HTTP/1.1\r\nHost: example.com\r\nContent-Length: 5\r\n\r\nhello", [403]
        ),
        ("an absolute URL without a host", "GET http:///api HTTP/1.1\r\nHost: x\r\n\r\n", [400]),
        ("garbage", "\u{1}\u{2}\u{3} not http at all\r\n\r\n", [0, 400]),
    ]

    enum Server: String, CaseIterable {
        case recorder, replay
    }

    @Test("every input to the forward proxy is answered, and it still serves afterwards", arguments: Server.allCases)
    func forwardCorpus(server: Server) async throws {
        let instance = try await EmbeddedInstance.prepare(InstanceConfiguration(clock: { SeedData.referenceDate }))
            .start()
        let forward = ForwardProxy(
            rules: ForwardProxyRules(mappings: [ForwardProxyTests.instanceHost: instance.baseURL]),
            authority: TestCertificates.authority)
        let running: RunningServer
        switch server {
        case .recorder:
            var configuration = RecordingProxy.Configuration(
                upstream: "http://dev12345.service-now.com",
                cassettePath: try RecordReplayFlowTests.temporaryCassette())
            configuration.forwardProxy = forward
            running = try await RecordingProxy(configuration: configuration).start()
        case .replay:
            var configuration = ReplayServer.Configuration()
            configuration.forwardProxy = forward
            running = try await ReplayServer(cassettes: [], configuration: configuration, onMiss: { _ in }).start()
        }
        let port = try #require(Int(running.baseURL.split(separator: ":").last ?? ""))
        for input in Self.corpus {
            let status = try await RawExchange.status(port: port, sending: Array(input.bytes.utf8))
            #expect(status != nil, "\(server): \(input.name) was never answered")
            if let status { #expect(input.allowed.contains(status), "\(server): \(input.name) got \(status)") }
        }
        let healthy = try await RawExchange.status(
            port: port,
            sending: Array(
                ("GET http://dev12345.service-now.com/api/now/table/incident?sysparm_limit=1 HTTP/1.1\r\n"
                    + "Host: dev12345.service-now.com\r\n\(RawRequestCorpusTests.auth)\r\n").utf8))
        #expect(healthy == (server == .replay ? ReplayServer.missStatus : 200))
    }

    @Test("plain HTTP and garbage sent to a TLS listener close the connection; TLS clients are served after")
    func plainBytesToTLSListener() async throws {
        var configuration = ReplayServer.Configuration()
        configuration.tls = try TestCertificates.loopback
        let server = try await ReplayServer(cassettes: [], configuration: configuration, onMiss: { _ in }).start()
        let port = try #require(Int(server.baseURL.split(separator: ":").last ?? ""))
        for bytes in [
            "GET / HTTP/1.1\r\nHost: x\r\n\r\n", "\u{16}\u{3}\u{1}\u{0}\u{5}broken", "\u{0}\u{0}\u{0}\r\n\r\n",
        ] {
            #expect(try await RawExchange.status(port: port, sending: Array(bytes.utf8)) == 0)
        }
        let reply = try await JarClient(baseURL: server.baseURL, http: TestCertificates.http2Client).request("/x")
        #expect(reply.status == ReplayServer.missStatus)
    }
}
