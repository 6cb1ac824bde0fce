import Cassettes
import Foundation
import NowClient
import NowTapeTransports
import Synchronization
import Testing

/// An upstream that answers every request with its own number, counting what reached it.
final class CountingUpstream: NowTransport {
    let requests = Mutex<[String]>([])

    func send(_ request: NowHTTPRequest) async throws(NowClientError) -> NowHTTPResponse {
        let count = requests.withLock { sent in
            sent.append(request.method + " " + request.url)
            return sent.count
        }
        return NowHTTPResponse(
            status: 200, headers: [.contentType: "application/json"], body: Data(#"{"result":{"n":\#(count)}}"#.utf8))
    }

    var sent: [String] { requests.withLock { $0 } }
}

@Suite("NowTapeTransports: recording and replaying in the same process")
struct TransportTests {
    static let origin = "https://dev12345.service-now.com"
    static let secret = Data("john.doe:Sup3r-Secret".utf8).base64EncodedString()

    static func request(_ path: String) -> NowHTTPRequest {
        NowHTTPRequest(
            method: "GET", url: origin + path,
            headers: [.authorization: "Basic \(secret)", .accept: "application/json"])
    }

    static func scratch() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nowtape-transports-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("c.json").path
    }

    @Test("a recording in memory keeps each exchange with its credentials redacted, and passes answers through")
    func inMemory() async throws {
        let upstream = CountingUpstream()
        let transport = RecordingTransport(upstream: upstream, redaction: RedactionRules())
        let answer = try await transport.send(Self.request("/api/now/table/incident"))
        #expect(String(decoding: answer.body, as: UTF8.self).contains(#""n":1"#))
        let kept = await transport.interactions
        #expect(kept.count == 1)
        #expect(kept.first?.request.headers[.authorization] == "Basic NOWTAPE_REDACTED_1")
    }

    @Test("in mode new, what the cassette holds is answered from it and only the rest reaches the upstream")
    func newEpisodes() async throws {
        let path = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        var policy = CassetteRecording.Policy()
        policy.mode = .record
        let first = CountingUpstream()
        let recording = RecordingTransport(
            upstream: first,
            recording: try CassetteRecording(cassettePath: path, upstreamOrigin: Self.origin, policy: policy))
        _ = try await recording.send(Self.request("/api/now/table/incident"))
        try await recording.save()

        policy.mode = .new
        let second = CountingUpstream()
        let adding = RecordingTransport(
            upstream: second,
            recording: try CassetteRecording(cassettePath: path, upstreamOrigin: Self.origin, policy: policy))
        let replayed = try await adding.send(Self.request("/api/now/table/incident"))
        let fresh = try await adding.send(Self.request("/api/now/table/problem"))
        try await adding.save()
        #expect(String(decoding: replayed.body, as: UTF8.self).contains(#""n":1"#))
        #expect(String(decoding: fresh.body, as: UTF8.self).contains(#""n":1"#))
        #expect(second.sent == ["GET \(Self.origin)/api/now/table/problem"])
        let cassette = try CassetteFile.read(path)
        #expect(cassette.interactions.map(\.request.target) == ["/api/now/table/incident", "/api/now/table/problem"])
        #expect(!(try String(contentsOfFile: path, encoding: .utf8)).contains(Self.secret))
    }

    @Test("a recording that sent nothing upstream leaves the cassette as it was")
    func nothingSent() async throws {
        let path = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        var policy = CassetteRecording.Policy()
        policy.mode = .record
        let transport = RecordingTransport(
            upstream: CountingUpstream(),
            recording: try CassetteRecording(cassettePath: path, upstreamOrigin: Self.origin, policy: policy))
        try await transport.save()
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(!FileManager.default.fileExists(atPath: CassetteJournal.journalPath(for: path)))
    }

    @Test("a replay answers in recorded order; a miss gets the miss status and reaches onMiss")
    func replay() async throws {
        let interactions = (1...2).map { number in
            Interaction(
                request: RecordedRequest(method: "GET", url: Self.origin + "/api/now/table/incident"),
                response: RecordedResponse(status: 200, body: Data("\(number)".utf8)),
                recordedAt: Date(timeIntervalSince1970: 1_773_835_200), duration: 0)
        }
        let misses = Mutex<[String]>([])
        let transport = ReplayTransport(
            cassette: Cassette(upstream: Self.origin, interactions: interactions), name: "c.json",
            onMiss: { miss in misses.withLock { $0.append(miss.request.target) } })
        let bodies = [
            try await transport.send(Self.request("/api/now/table/incident")).body,
            try await transport.send(Self.request("/api/now/table/incident")).body,
        ]
        #expect(bodies.map { String(decoding: $0, as: UTF8.self) } == ["1", "2"])
        let missed = try await transport.send(Self.request("/api/now/table/problem"))
        #expect(missed.status == ReplayTransport.missStatus)
        #expect(misses.withLock { $0 } == ["/api/now/table/problem"])
        #expect(await transport.unplayed.isEmpty)
    }
}
