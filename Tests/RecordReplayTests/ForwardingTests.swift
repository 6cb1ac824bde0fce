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

@Suite("Record and replay: how the proxy forwards", .stopsServers)
struct ForwardingTests {
    struct Setup: Sendable, CustomTestStringConvertible {
        /// Whether the instance serves HTTPS, verified against the test CA.
        var upstreamTLS = false
        /// Whether the proxy listens with TLS.
        var listenerTLS = false
        /// Whether the client speaks HTTP/2 where offered.
        var http2 = false
        var syncJournal = false
        var testDescription: String {
            "upstream \(upstreamTLS ? "https" : "http"), listener \(listenerTLS ? "https" : "http")"
                + (http2 ? " h2" : "") + ", sync journal \(syncJournal)"
        }
    }

    @Test(
        "the My Work flow records the same way over plain and TLS upstreams and listeners, h1 and h2, either journal",
        arguments: [
            Setup(), Setup(syncJournal: true), Setup(upstreamTLS: true),
            Setup(upstreamTLS: true, listenerTLS: true, http2: true),
            Setup(listenerTLS: true, http2: false, syncJournal: true),
        ])
    func eachForwarder(setup: Setup) async throws {
        let path = try RecordReplayFlowTests.temporaryCassette()
        var instanceConfiguration = InstanceConfiguration(clock: { SeedData.referenceDate })
        if setup.upstreamTLS { instanceConfiguration.tls = try TestCertificates.loopback.configuration }
        let instance = try await EmbeddedInstance.prepare(instanceConfiguration)
        let upstream = try await instance.start()
        #expect(upstream.baseURL.hasPrefix(setup.upstreamTLS ? "https://" : "http://"))
        var configuration = RecordingProxy.Configuration(upstream: upstream.baseURL, cassettePath: path)
        configuration.upstreamTrust = TestCertificates.upstreamTrust
        configuration.tls = setup.listenerTLS ? try TestCertificates.loopback : nil
        configuration.policy.syncJournal = setup.syncJournal
        let proxy = try RecordingProxy(configuration: configuration)
        let server = try await proxy.start()
        let client = JarClient(
            baseURL: server.baseURL, http: setup.http2 ? TestCertificates.http2Client : TestCertificates.http1Client)
        let replies = try await RecordReplayFlowTests.myWorkFlow(client)
        #expect(client.lastVersion?.major == (setup.listenerTLS && setup.http2 ? 2 : 1))
        await server.stop()
        await upstream.stop()
        let cassette = try proxy.finish()

        #expect(replies.map(\.status) == [200, 200, 201, 200])
        #expect(replies[1].text.contains(server.baseURL + "/api/now/table/sys_user/"))
        #expect(replies[2].headers["Location"].first?.hasPrefix(server.baseURL) == true)
        #expect(cassette.interactions.map(\.response.status) == [200, 200, 201, 200])
        #expect(cassette.upstream == upstream.baseURL)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for secret in [Data("john.doe:password".utf8).base64EncodedString()] + client.cookies.values {
            #expect(!text.contains(secret), "\(secret) reached the cassette")
        }
    }

    /// A replay server standing in for an upstream that answers one request (`GET` of `path`) with `response`.
    static func oneResponseUpstream(_ path: String, _ response: RecordedResponse) async throws -> RunningServer {
        let origin = "https://dev12345.service-now.com"
        let cassette = Cassette(
            upstream: origin,
            interactions: [
                Interaction(
                    request: RecordedRequest(method: "GET", url: origin + path), response: response,
                    recordedAt: Date(), duration: 0)
            ])
        return try await ReplayServer(cassettes: [("upstream", cassette)]).start()
    }

    @Test("a large binary body streams to the client and into a body file beside the cassette, and replays intact")
    func largeBinaryBody() async throws {
        var generator = SplitMix64(seed: 0x466F_7277_6172_6421)
        let bytes = Data((0..<(3 << 20)).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let upstream = try await Self.oneResponseUpstream(
            "/api/now/attachment/abc/file",
            RecordedResponse(status: 200, headers: [.contentType: "application/octet-stream"], body: bytes))
        let path = try RecordReplayFlowTests.temporaryCassette()
        let proxy = try RecordingProxy(configuration: .init(upstream: upstream.baseURL, cassettePath: path))
        let server = try await proxy.start()
        let reply = try await JarClient(baseURL: server.baseURL).request("/api/now/attachment/abc/file")
        await server.stop()
        await upstream.stop()
        #expect(reply.status == 200)
        #expect(reply.body == bytes)
        #expect(try proxy.finish().interactions.first?.response.body == bytes)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(".json.bodies/"))
        #expect(text.utf8.count < 10_000)
        #expect(try FileManager.default.contentsOfDirectory(atPath: path + ".bodies").count == 1)

        let replay = try await ReplayServer(cassettes: [("download", try CassetteFile.read(path))]).start()
        let replayed = try await JarClient(baseURL: replay.baseURL).request("/api/now/attachment/abc/file")
        await replay.stop()
        #expect(replayed.body == bytes)
    }

    @Test("pipelined requests on one connection are answered in order")
    func pipelining() async throws {
        let cassette = try await ProxySafetyTests().withProxy { _, base in
            let port = try #require(URLComponents(string: base)?.port)
            let auth = "Authorization: Basic \(Data("john.doe:password".utf8).base64EncodedString())\r\n"
            let raw = try await RawSocket.exchange(
                port: port,
                "GET /api/now/table/incident?sysparm_limit=1 HTTP/1.1\r\nHost: x\r\n\(auth)\r\n"
                    + "GET /api/now/table/sys_user?sysparm_limit=1 HTTP/1.1\r\nHost: x\r\n\(auth)Connection: close\r\n\r\n"
            )
            #expect(raw.components(separatedBy: "HTTP/1.1 200 OK").count == 3)
            let incident = try #require(raw.range(of: "INC00"))
            let user = try #require(raw.range(of: "user_name"))
            #expect(incident.lowerBound < user.lowerBound)
        }
        #expect(cassette.interactions.map(\.request.path) == ["/api/now/table/incident", "/api/now/table/sys_user"])
    }

    @Test("a client that expects 100-continue gets it, then the answer")
    func expectContinue() async throws {
        _ = try await ProxySafetyTests().withProxy { _, base in
            let port = try #require(URLComponents(string: base)?.port)
            let body = #"{"short_description":"Printer jam"}"#
            let (interim, answer) = try await onOwnThread {
                let connection = try RawConnection(port: port)
                connection.send(
                    "POST /api/now/table/incident HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                        + "Authorization: Basic \(Data("john.doe:password".utf8).base64EncodedString())\r\n"
                        + "Expect: 100-continue\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n")
                let interim = connection.receive(until: "\r\n\r\n")
                connection.send(body)
                return (interim, connection.receive(until: nil))
            }
            #expect(interim.hasPrefix("HTTP/1.1 100 Continue"))
            #expect(answer.hasPrefix("HTTP/1.1 201"))
        }
    }

    @Test("an upstream that never answers gets 504 after the timeout, and nothing is recorded")
    func silentUpstream() async throws {
        let listener = try LoopbackListener()  // Connections wait in the backlog; nobody ever answers.
        let (reply, recorded) = try await ProxySafetyTests.oneRequest(
            upstream: "http://127.0.0.1:\(listener.port)", timeout: .milliseconds(500))
        #expect(reply.status == 504)
        #expect(reply.text.contains("did not answer in time"))
        #expect(recorded.interactions.isEmpty)
    }

    @Test("an upstream that hangs up without answering gets 502, and nothing is recorded")
    func upstreamHangsUp() async throws {
        let listener = try LoopbackListener()
        let accepting = Thread {
            for _ in 0..<4 {
                let connection = accept(listener.descriptor, nil, nil)
                guard connection >= 0 else { return }
                close(connection)
            }
        }
        accepting.start()
        let (reply, recorded) = try await ProxySafetyTests.oneRequest(upstream: "http://127.0.0.1:\(listener.port)")
        #expect(reply.status == 502)
        #expect(reply.text.contains("closed the connection before it answered"))
        #expect(recorded.interactions.isEmpty)
    }
}

@Suite("Recording proxy: upstream keep-alive connections that end", .stopsServers)
struct UpstreamConnectionReuseTests {
    /// Serves `connections` upstream connections one after another on their own thread; `serve` gets each
    /// accepted socket and its number.
    static func scriptedUpstream(connections: Int, serve: @escaping @Sendable (Int32, Int) -> Void) throws
        -> LoopbackListener
    {
        let listener = try LoopbackListener()
        Thread {
            for index in 0..<connections {
                let connection = accept(listener.descriptor, nil, nil)
                guard connection >= 0 else { return }
                var timeout = timeval(tv_sec: 20, tv_usec: 0)
                setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                serve(connection, index)
            }
        }.start()
        return listener
    }

    /// Reads one request head (the tests send no bodies, or bodies small enough to arrive with the head).
    static func readRequest(_ connection: Int32) -> String { readRequestHead(connection) }

    static func answer(_ connection: Int32, _ text: String, extra: String = "") {
        let response =
            "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: \(text.utf8.count)\r\n\(extra)\r\n\(text)"
        _ = response.withCString { send(connection, $0, strlen($0), 0) }
    }

    /// Sends requests one after another on one client connection to a recording proxy in front of `upstream`.
    static func exchange(_ requests: [String], upstream: LoopbackListener) async throws -> ([String], Cassette) {
        var configuration = RecordingProxy.Configuration(
            upstream: "http://127.0.0.1:\(upstream.port)", cassettePath: try RecordReplayFlowTests.temporaryCassette())
        configuration.upstreamTimeout = .seconds(5)
        let proxy = try RecordingProxy(configuration: configuration)
        let server = try await proxy.start()
        let port = try #require(URLComponents(string: server.baseURL)?.port)
        let replies = try await onOwnThread {
            let client = try RawConnection(port: port)
            return requests.map { request in
                client.send(request)
                return client.receiveResponse()
            }
        }
        await server.stop()
        return (replies, try proxy.finish())
    }

    @Test("an upstream that says Connection: close gets a new connection for the next request")
    func upstreamSaysClose() async throws {
        // Each connection answers once, says it is the last, and then neither reads nor closes.
        let upstream = try Self.scriptedUpstream(connections: 3) { connection, index in
            _ = Self.readRequest(connection)
            Self.answer(connection, "answer \(index)!", extra: "Connection: close\r\n")
        }
        let get = "GET /api/now/table/incident HTTP/1.1\r\nHost: x\r\n\r\n"
        let (replies, cassette) = try await Self.exchange([get, get, get], upstream: upstream)
        #expect(replies.map { $0.hasPrefix("HTTP/1.1 200") } == [true, true, true])
        #expect(replies.map { $0.hasSuffix("answer \(replies.firstIndex(of: $0) ?? 0)!") } == [true, true, true])
        #expect(cassette.interactions.count == 3)
    }

    @Test("a GET the upstream drops on a reused idle connection is sent again on a new one; a POST is not")
    func idleConnectionClosedMidRequest() async throws {
        // Each connection answers one request, then reads the next and hangs up without answering, as a server
        // closing an idle keep-alive connection does when a request crosses its close.
        let upstream = try Self.scriptedUpstream(connections: 3) { connection, index in
            _ = Self.readRequest(connection)
            Self.answer(connection, "answer \(index)!")
            _ = Self.readRequest(connection)
            close(connection)
        }
        let get = "GET /api/now/table/incident HTTP/1.1\r\nHost: x\r\n\r\n"
        let post = "POST /api/now/table/incident HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}"
        let (replies, cassette) = try await Self.exchange([get, get, post], upstream: upstream)
        #expect(replies[0].hasPrefix("HTTP/1.1 200") && replies[0].hasSuffix("answer 0!"))
        #expect(replies[1].hasPrefix("HTTP/1.1 200") && replies[1].hasSuffix("answer 1!"))
        #expect(replies[2].hasPrefix("HTTP/1.1 502"))
        #expect(replies[2].contains("closed the connection before it answered"))
        #expect(cassette.interactions.map(\.request.method) == ["GET", "GET"])
    }
}

/// A blocking client socket for exchanges that take turns.
final class RawConnection {
    private let descriptor: Int32

    init(port: Int) throws {
        guard let descriptor = connectToLoopback(port: port) else { throw POSIXError(.ECONNREFUSED) }
        self.descriptor = descriptor
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(descriptor) }

    func send(_ text: String) {
        _ = text.withCString { Glibc.send(descriptor, $0, strlen($0), 0) }
    }

    /// Reads until the server closes the connection, or 30 quiet seconds pass; `closed` says which.
    func receiveAll() -> (text: String, closed: Bool) {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { return (String(decoding: received, as: UTF8.self), count == 0) }
            received.append(contentsOf: buffer[0..<count])
        }
    }

    /// Reads one response with a Content-Length: its head and exactly that many body bytes.
    func receiveResponse() -> String {
        let head = receive(until: "\r\n\r\n")
        let length =
            head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        var body = [UInt8](repeating: 0, count: length)
        var filled = 0
        while filled < length {
            let count = body.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { recv(descriptor, $0 + filled, length - filled, 0) } ?? -1
            }
            if count <= 0 { break }
            filled += count
        }
        return head + String(decoding: body[0..<filled], as: UTF8.self)
    }

    /// Reads until `marker` has arrived, or until the server closes (or 30 quiet seconds) when it is nil.
    func receive(until marker: String?) -> String {
        guard let marker else { return receiveAll().text }
        var received = Data()
        var byte: UInt8 = 0
        while recv(descriptor, &byte, 1, 0) == 1 {
            received.append(byte)
            if String(decoding: received, as: UTF8.self).hasSuffix(marker) { break }
        }
        return String(decoding: received, as: UTF8.self)
    }
}
