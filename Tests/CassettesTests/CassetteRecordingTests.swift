import Cassettes
import Foundation
import TestSupport
import Testing

@Suite("Cassettes: one recording policy for the proxy, the transports and scenarios")
struct CassetteRecordingTests {
    func scratch() throws -> (directory: URL, path: String) {
        let directory = TestScratch.url("nowtape-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return (directory, directory.appendingPathComponent("session.json").path)
    }

    func policy(_ mode: NowTapeMode, leftover: CassetteRecording.LeftoverJournal = .recover) -> CassetteRecording.Policy
    {
        var policy = CassetteRecording.Policy()
        policy.mode = mode
        policy.leftoverJournal = leftover
        return policy
    }

    let list = Fixtures.interaction("GET", "/api/now/table/incident?sysparm_limit=1")
    let create = Fixtures.interaction("POST", "/api/now/table/incident", requestBody: #"{"short_description":"x"}"#)

    @Test("mode once replays what the cassette holds, and a new request is a final miss")
    func onceReplays() throws {
        let (directory, path) = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try CassetteFile.write(Cassette(upstream: Fixtures.base, interactions: [list]), to: path)
        let recording = try CassetteRecording(cassettePath: path, upstreamOrigin: Fixtures.base, policy: policy(.once))
        #expect(!recording.recordsNewRequests)
        #expect(recording.consultsCassette)
        guard case .hit(let entry) = recording.answer(for: PreparedRequest(list.request)) else {
            Issue.record("the recorded request was not replayed")
            return
        }
        #expect(entry.interaction == list)
        guard case .miss = recording.answer(for: PreparedRequest(create.request)) else {
            Issue.record("a request the cassette does not hold was not a miss")
            return
        }
        recording.discard()
    }

    @Test("mode record asks the upstream for everything, redacts what it journals, and replaces the cassette")
    func allReplaces() throws {
        let (directory, path) = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try CassetteFile.write(Cassette(upstream: Fixtures.base, interactions: [list]), to: path)
        let recording = try CassetteRecording(
            cassettePath: path, upstreamOrigin: Fixtures.base, policy: policy(.record))
        #expect(recording.recordsNewRequests)
        #expect(!recording.consultsCassette)
        #expect(recording.answer(for: PreparedRequest(list.request)) == nil)
        let signedIn = Fixtures.interaction(
            "GET", "/api/now/table/problem", requestHeaders: [.authorization: "Basic \(Fixtures.basicToken)"])
        let written = try recording.append(signedIn)
        #expect(written.request.headers[.authorization] == "Basic NOWTAPE_REDACTED_1")
        let journal = try String(contentsOfFile: recording.journal.journalPath, encoding: .utf8)
        #expect(!journal.contains(Fixtures.basicToken))
        let cassette = try recording.finish()
        #expect(cassette.interactions.map(\.request.target) == ["/api/now/table/problem"])
        #expect(try CassetteFile.read(path) == cassette)
    }

    @Test("a journal an interrupted recording left is folded in under recover and dropped under discard")
    func leftoverJournal() throws {
        for leftover in [CassetteRecording.LeftoverJournal.recover, .discard] {
            let (directory, path) = try scratch()
            defer { try? FileManager.default.removeItem(at: directory) }
            let interrupted = try CassetteJournal(cassettePath: path)
            try interrupted.append(list)
            let recording = try CassetteRecording(
                cassettePath: path, upstreamOrigin: Fixtures.base, policy: policy(.new, leftover: leftover))
            try recording.append(create)
            let cassette = try recording.finish()
            let targets = cassette.interactions.map(\.request.method)
            if leftover == .recover {
                #expect(recording.recovery?.recovered == 1)
                #expect(targets == ["GET", "POST"])
            } else {
                #expect(recording.recovery == nil)
                #expect(targets == ["POST"])
            }
        }
    }

    @Test("mode record records over a cassette that cannot be read; the other modes say it cannot be read")
    func unreadableCassette() throws {
        let (directory, path) = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("{ not a cassette".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: (any Error).self) {
            try CassetteRecording(cassettePath: path, upstreamOrigin: Fixtures.base, policy: policy(.new))
        }
        let recording = try CassetteRecording(
            cassettePath: path, upstreamOrigin: Fixtures.base, policy: policy(.record))
        try recording.append(list)
        #expect(try recording.finish().interactions.count == 1)
        #expect(try CassetteFile.read(path).interactions.count == 1)
    }

    @Test("new interactions are rebased onto the recorded origin, and a cassette past its age is refused")
    func originAndAge() throws {
        let (directory, path) = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        var rebasing = policy(.record)
        rebasing.recordedOrigin = Cassette.placeholderOrigin
        let recording = try CassetteRecording(cassettePath: path, upstreamOrigin: Fixtures.base, policy: rebasing)
        try recording.append(list)
        let cassette = try recording.finish()
        #expect(cassette.upstream == Cassette.placeholderOrigin)
        #expect(cassette.interactions.first?.request.url.hasPrefix(Cassette.placeholderOrigin) == true)

        var aged = policy(.once)
        aged.maximumAge = 60
        #expect(throws: CassetteTooOldError.self) {
            try CassetteRecording(cassettePath: path, upstreamOrigin: Fixtures.base, policy: aged)
        }
    }
}
