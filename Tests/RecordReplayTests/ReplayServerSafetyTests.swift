import Cassettes
import Foundation
import RecordReplay
import TestSupport
import Testing

@Suite("Record and replay: how the replay server takes bad and unusual requests", .stopsServers)
struct ReplayServerSafetyTests {
    /// A replay server over one recorded `GET /api/now/table/incident`, with a 1 KB body limit.
    static func server() async throws -> RunningServer {
        var configuration = ReplayServer.Configuration()
        configuration.maximumBodySize = 1_024
        configuration.repeatPolicy = .repeatLast
        let cassette = Self.cassette(#"{"result":[]}"#)
        return try await ReplayServer(cassettes: [("one", cassette)], configuration: configuration, onMiss: { _ in })
            .start()
    }

    /// A cassette of one recorded `GET /api/now/table/incident?sysparm_limit=1` answering `body`.
    static func cassette(_ body: String) -> Cassette {
        let origin = "http://instance.nowtape.invalid"
        return Cassette(
            upstream: origin,
            interactions: [
                Interaction(
                    request: RecordedRequest(method: "GET", url: origin + "/api/now/table/incident?sysparm_limit=1"),
                    response: RecordedResponse(
                        status: 200, headers: [.contentType: "application/json"], body: Data(body.utf8)),
                    recordedAt: Date(), duration: 0)
            ])
    }

    /// Sends raw bytes on a connection of its own and reads until the server hangs up.
    static func raw(_ text: String, to base: String) async throws -> (text: String, closed: Bool) {
        let port = try #require(URLComponents(string: base)?.port)
        return try await onOwnThread {
            let connection = try RawConnection(port: port)
            connection.send(text)
            return connection.receiveAll()
        }
    }

    @Test("malformed HTTP gets 400 and the connection closes; the server keeps serving")
    func malformedHTTP() async throws {
        let running = try await Self.server()
        let garbage = try await Self.raw("THIS IS NOT HTTP\r\n\r\n", to: running.baseURL)
        #expect(garbage.text.hasPrefix("HTTP/1.1 400"))
        #expect(garbage.closed)
        let after = try await JarClient(baseURL: running.baseURL).request("/api/now/table/incident?sysparm_limit=1")
        #expect(after.status == 200)
        await running.stop()
    }

    @Test("a body over the limit gets 413 with what to do, by its declared length or as it arrives")
    func oversizedBodies() async throws {
        let running = try await Self.server()
        let declared = try await Self.raw(
            "POST /api/now/table/incident HTTP/1.1\r\nHost: x\r\nContent-Length: 5000\r\n\r\n", to: running.baseURL)
        #expect(declared.text.hasPrefix("HTTP/1.1 413"))
        #expect(declared.text.contains("send a smaller body"))
        let chunk = String(repeating: "x", count: 2_000)
        let chunked = try await Self.raw(
            "POST /api/now/table/incident HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
                + String(chunk.utf8.count, radix: 16) + "\r\n" + chunk + "\r\n0\r\n\r\n", to: running.baseURL)
        #expect(chunked.text.hasPrefix("HTTP/1.1 413"))
        #expect(chunked.text.contains("Connection: close"))
        await running.stop()
    }

    @Test("an interaction made in code with a header that would split the response cannot split it")
    func splittingHeaderLeftOut() async throws {
        #expect(throws: InvalidFieldNameError(name: "Bad Name")) { try HTTPFields(validating: [("Bad Name", "x")]) }
        let headers = try HTTPFields(validating: [
            ("Content-Type", "application/json"), ("X-Note", "ok\r\nSet-Cookie: planted=1"), ("X-Null", "a\u{0}b"),
            ("X-Kept", "kept"),
        ])
        let interaction = Interaction(
            request: RecordedRequest(method: "GET", url: "https://dev1.service-now.com/api/now/table/incident"),
            response: RecordedResponse(status: 200, headers: headers, body: Data(#"{"result":[]}"#.utf8)),
            recordedAt: Date(timeIntervalSince1970: 0), duration: 0)
        let running = try await ReplayServer(
            cassettes: [("made", Cassette(interactions: [interaction]))], onMiss: { _ in }
        ).start()
        let reply = try await Self.raw(
            "GET /api/now/table/incident HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", to: running.baseURL)
        await running.stop()
        #expect(reply.text.hasPrefix("HTTP/1.1 200"))
        #expect(reply.text.contains("X-Kept: kept\r\n"))
        #expect(!reply.text.contains("\r\nSet-Cookie: planted"))
        #expect(!reply.text.contains("\u{0}"))
        #expect(reply.text.hasSuffix(#"{"result":[]}"#))
    }

    @Test("a hundred pipelined requests, with bodies, sent in one write, are all answered in order")
    func deepPipelining() async throws {
        let running = try await Self.server()
        var requests = ""
        for number in 0..<100 {
            requests +=
                number.isMultiple(of: 2)
                ? "GET /api/now/table/incident?sysparm_limit=1 HTTP/1.1\r\nHost: x\r\n\r\n"
                : "POST /api/now/table/problem HTTP/1.1\r\nHost: x\r\nContent-Length: 9\r\n\r\n{\"n\":\"\(number % 10)\"}"
        }
        requests += "GET /api/now/table/incident?sysparm_limit=1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
        let replies = try await Self.raw(requests, to: running.baseURL)
        let statuses = replies.text.components(separatedBy: "HTTP/1.1 ").dropFirst().map { String($0.prefix(3)) }
        #expect(statuses.count == 101)
        #expect(statuses == (0..<101).map { $0.isMultiple(of: 2) ? "200" : "599" })
        #expect(replies.closed)
        await running.stop()
    }

    @Test("pipelined requests, an absolute-form target among them, are answered in order on one connection")
    func pipeliningAbsoluteFormAndHead() async throws {
        let running = try await Self.server()
        let request = "/api/now/table/incident?sysparm_limit=1"
        let replies = try await Self.raw(
            "GET \(request) HTTP/1.1\r\nHost: x\r\n\r\n"
                + "GET http://elsewhere.example\(request) HTTP/1.1\r\nHost: x\r\n\r\n"
                + "GET /api/now/table/problem HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", to: running.baseURL)
        let statuses = replies.text.components(separatedBy: "HTTP/1.1 ").dropFirst().map { $0.prefix(3) }
        #expect(statuses == ["200", "200", "599"])
        #expect(replies.text.components(separatedBy: #"{"result":[]}"#).count == 3)
        #expect(replies.text.contains("X-NowTape-Replay: miss"))
        #expect(replies.text.contains("HTTP/1.1 599 NowTape Replay Miss\r\n"))
        #expect(replies.closed)
        await running.stop()
    }
}
