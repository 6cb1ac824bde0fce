import Foundation
import NowInstance
import RecordReplay
import TestSupport
import Testing

/// Hostile and malformed HTTP sent over raw sockets to each NowTape server. Every input gets an answer (or a
/// closed connection) and never a hang or a crash, and the server answers a well-formed request afterwards.
@Suite("Bad-input corpus: raw HTTP to the instance, the recorder and the replay server", .stopsServers)
struct RawRequestCorpusTests {
    static let auth = "Authorization: Basic YWRtaW46YWRtaW4=\r\n"

    /// Each input, with the statuses it may get; 0 stands for a closed connection.
    static let corpus: [(name: String, bytes: String, allowed: Set<Int>)] = [
        (
            "a declared 20 GB body",
            "POST /api/now/table/incident HTTP/1.1\r\nHost: x\r\n\(auth)Content-Length: 20000000000\r\n\r\n", [413]
        ),
        (
            "an oversized body behind Expect: 100-continue",
            "POST /api/now/table/incident HTTP/1.1\r\nHost: x\r\n\(auth)Content-Length: 20000000000\r\n"
                + "Expect: 100-continue\r\n\r\n", [413]
        ),
        (
            "a length past Int",
            "POST /api/now/table/incident HTTP/1.1\r\nHost: x\r\n\(auth)Content-Length: 99999999999999999999999\r\n\r\n",
            [400, 413]
        ),
        (
            "bad chunked encoding",
            "POST /api/now/table/incident HTTP/1.1\r\nHost: x\r\n\(auth)Content-Type: application/json\r\n"
                + "Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n", [400]
        ),
        (
            "a transfer coding that does not end with chunked",
            "POST /api/now/table/incident HTTP/1.1\r\nHost: x\r\n\(auth)Content-Type: application/json\r\n"
                + "Transfer-Encoding: gzip\r\n\r\n{\"short_description\":\"framing\"}", [400]
        ),
        (
            "an unknown transfer coding before chunked",
            "POST /api/now/table/incident HTTP/1.1\r\nHost: x\r\n\(auth)Content-Type: application/json\r\n"
                + "Transfer-Encoding: foo, chunked\r\n\r\n1f\r\n{\"short_description\":\"framing\"}\r\n0\r\n\r\n",
            [501]
        ),
        ("garbage", "\u{1}\u{2}\u{3} not http at all\r\n\r\n", [0, 400]),
        ("a header line without a colon", "GET /api/now/table/incident HTTP/1.1\r\nHost x\r\n\r\n", [0, 400]),
        ("a NUL in the target", "GET /api/now/table/inc\u{0}ident HTTP/1.1\r\nHost: x\r\n\r\n", [0, 400]),
        ("an unknown HTTP version", "GET / HTTP/7.2\r\nHost: x\r\n\r\n", [0, 400, 505]),
        (
            "a header of 100 KB",
            "GET /api/now/table/incident HTTP/1.1\r\nHost: x\r\nX-Big: "
                + String(repeating: "a", count: 100_000) + "\r\n\r\n", [0, 400, 431]
        ),
        (
            "an absolute URL naming another host",
            "GET http://example.com/api/now/table/incident?sysparm_limit=1 HTTP/1.1\r\nHost: example.com\r\n\(auth)\r\n",
            [200, 401, 404, 599]
        ),
        (
            "a percent-encoded mess",
            "GET /api/now/table/%ZZ%00%C0%AF?sysparm_query=%E0%80 HTTP/1.1\r\nHost: x\r\n\(auth)\r\n",
            [400, 404, 599]
        ),
        (
            "a declared 20 GB attachment",
            "POST /api/now/attachment/file?table_name=incident&table_sys_id=0&file_name=a HTTP/1.1\r\nHost: x\r\n"
                + "\(auth)Content-Type: image/png\r\nContent-Length: 20000000000\r\n\r\n", [413]
        ),
        (
            "a multipart upload without a boundary",
            "POST /api/now/attachment/upload HTTP/1.1\r\nHost: x\r\n\(auth)Content-Type: multipart/form-data\r\n"
                + "Content-Length: 5\r\n\r\n--x\r\n", [400, 599]
        ),
        (
            "a multipart upload cut short inside its file part",
            "POST /api/now/attachment/upload HTTP/1.1\r\nHost: x\r\n\(auth)"
                + "Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 75\r\n\r\n"
                + "--b\r\nContent-Disposition: form-data; name=\"f\"; filename=\"a.txt\"\r\n\r\nabcdefgh",
            [400, 599]
        ),
        (
            "a batch body that is not JSON",
            "POST /api/now/v1/batch HTTP/1.1\r\nHost: x\r\n\(auth)Content-Type: application/json\r\n"
                + "Content-Length: 3\r\n\r\n{{{", [400, 599]
        ),
        (
            "a batch that nests a batch",
            "POST /api/now/v1/batch HTTP/1.1\r\nHost: x\r\n\(auth)Content-Type: application/json\r\n"
                + "Content-Length: 72\r\n\r\n"
                + "{\"rest_requests\":[{\"id\":\"1\",\"method\":\"POST\",\"url\":\"/api/now/v1/batch\"}]}",
            [200, 599]
        ),
        (
            "a stats having term that cannot be read",
            "GET /api/now/stats/incident?sysparm_count=true&sysparm_having=count%5E%5E%5E HTTP/1.1\r\nHost: x\r\n"
                + "\(auth)\r\n", [400, 599]
        ),
        (
            "an import row that is not JSON",
            "POST /api/now/import/incident HTTP/1.1\r\nHost: x\r\n\(auth)Content-Type: application/json\r\n"
                + "Content-Length: 4\r\n\r\n{not", [400, 599]
        ),
        (
            "a 2 MB upload, spooled to disk on the way, for a record that does not exist",
            "POST /api/now/attachment/file?table_name=incident&table_sys_id=nope&file_name=a.txt HTTP/1.1\r\n"
                + "Host: x\r\n\(auth)Content-Type: text/plain\r\nContent-Length: 2097152\r\n\r\n"
                + String(repeating: "x", count: 2_097_152), [400, 403, 404, 599]
        ),
        (
            "a chunked body that breaks off after 2 MB, past the spooling threshold",
            "POST /api/now/table/incident HTTP/1.1\r\nHost: x\r\n\(auth)Content-Type: application/json\r\n"
                + "Transfer-Encoding: chunked\r\n\r\n"
                + String(repeating: "100000\r\n" + String(repeating: "y", count: 1_048_576) + "\r\n", count: 2)
                + "zz\r\n", [400]
        ),
        (
            "a huge offset",
            "GET /api/now/table/incident?sysparm_offset=9223372036854775807&sysparm_limit=9223372036854775807 "
                + "HTTP/1.1\r\nHost: x\r\n\(auth)\r\n", [200, 599]
        ),
    ]

    enum Server: String, CaseIterable {
        case instance, recorder, replay
    }

    @Test("every corpus input is answered, and the server still serves afterwards", arguments: Server.allCases)
    func corpusOverRawSockets(server: Server) async throws {
        let instance = try await EmbeddedInstance.prepare(InstanceConfiguration(clock: { SeedData.referenceDate }))
            .start()
        let folder = TestScratch.url("nowtape-corpus-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let running: RunningServer?
        switch server {
        case .instance:
            running = nil
        case .recorder:
            running = try await RecordingProxy(
                configuration: .init(
                    upstream: instance.baseURL, cassettePath: folder.appendingPathComponent("c.json").path)
            ).start()
        case .replay:
            running = try await ReplayServer(cassettes: [], onMiss: { _ in }).start()
        }
        defer { if let running { Task { await running.stop() } } }
        let baseURL = running?.baseURL ?? instance.baseURL
        let port = try #require(Int(baseURL.split(separator: ":").last ?? ""))
        for input in Self.corpus {
            let status = try await RawExchange.status(port: port, sending: Array(input.bytes.utf8))
            #expect(status != nil, "\(server): \(input.name) was never answered")
            if let status { #expect(input.allowed.contains(status), "\(server): \(input.name) got \(status)") }
        }
        let healthy = try await RawExchange.status(
            port: port,
            sending: Array("GET /api/now/table/incident?sysparm_limit=1 HTTP/1.1\r\nHost: x\r\n\(Self.auth)\r\n".utf8))
        #expect(healthy == (server == .replay ? ReplayServer.missStatus : 200))
        // A body spooled to disk and then broken off leaves no spill file behind.
        let spills = (try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/c.json.bodies")) ?? []
        #expect(!spills.contains { $0.hasSuffix(".part") }, "\(server): \(spills)")
        // No framing case created a record.
        let created = try await RawExchange.status(
            port: try #require(Int(instance.baseURL.split(separator: ":").last ?? "")),
            sending: Array(
                ("GET /api/now/table/incident?sysparm_query=short_description=framing HTTP/1.1\r\nHost: x\r\n"
                    + "\(Self.auth)X-Check: 1\r\n\r\n").utf8))
        #expect(created == 200)
    }

    @Test("a fixed-seed fuzz pass of mutated requests: every one answered, the server alive afterwards")
    func fuzzedRequests() async throws {
        let iterations = Int(ProcessInfo.processInfo.environment["NOWTAPE_FUZZ_ITERATIONS"] ?? "") ?? 150
        let instance = try await EmbeddedInstance.prepare(InstanceConfiguration(clock: { SeedData.referenceDate }))
            .start()
        let port = try #require(Int(instance.baseURL.split(separator: ":").last ?? ""))
        // The head is mutated and then ended, so the server never rightly waits for more of it.
        let seed = Array(
            ("GET /api/now/table/incident?sysparm_query=active=true^ORDERBYDESCnumber&sysparm_limit=2 HTTP/1.1\r\n"
                + "Host: x\r\n\(Self.auth)Accept: application/json").utf8)
        var random = SplitMix64(seed: 0x6E6F_7774_6170_6520)
        var unanswered: [String] = []
        for _ in 0..<iterations {
            var bytes = seed
            for _ in 0..<(1 + Int(random.next() % 4)) {
                let position = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 3 {
                case 0: bytes[position] = UInt8(truncatingIfNeeded: random.next())
                case 1: bytes.remove(at: position)
                default: bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: position)
                }
            }
            bytes += Array("\r\n\r\n".utf8)
            if try await RawExchange.status(port: port, sending: bytes, guardSeconds: 30) == nil {
                unanswered.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        #expect(unanswered.isEmpty, "\(unanswered.prefix(3))")
        let healthy = try await RawExchange.status(
            port: port,
            sending: Array("GET /api/now/table/incident?sysparm_limit=1 HTTP/1.1\r\nHost: x\r\n\(Self.auth)\r\n".utf8))
        #expect(healthy == 200)
    }
}
