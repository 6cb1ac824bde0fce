import Cassettes
import Foundation
import TestSupport
import Testing

@Suite("Cassettes: the crash-safe journal and record modes")
struct JournalTests {
    func temporaryCassette() throws -> (directory: URL, path: String) {
        let directory = TestScratch.url("nowtape-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return (directory, directory.appendingPathComponent("session.json").path)
    }

    @Test("every appended interaction is on disk at once, and compacting writes the cassette and removes the journal")
    func appendAndCompact() throws {
        let (directory, path) = try temporaryCassette()
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = try CassetteJournal(cassettePath: path)
        for interaction in Fixtures.session.interactions { try journal.append(interaction) }
        let lines = try String(contentsOfFile: journal.journalPath, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 4)
        let cassette = try journal.compact(into: Cassette(upstream: Fixtures.base))
        #expect(cassette.interactions == Fixtures.session.interactions)
        #expect(try CassetteFile.read(path) == cassette)
        #expect(!FileManager.default.fileExists(atPath: journal.journalPath))
        #expect(throws: JournalClosedError.self) { try journal.append(Fixtures.session.interactions[0]) }
    }

    @Test("concurrent durable appends share flushes, and every one is in the journal when it returns")
    func groupCommit() async throws {
        let (directory, path) = try temporaryCassette()
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = try CassetteJournal(cassettePath: path)
        let interaction = Fixtures.session.interactions[1]
        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<200 {
                group.addTask {
                    try await journal.appendDurably(interaction)
                    let text = try String(contentsOfFile: journal.journalPath, encoding: .utf8)
                    return text.split(separator: "\n").count
                }
            }
            for try await linesSeen in group { #expect(linesSeen >= 1) }
        }
        #expect(try journal.compact().interactions.count == 200)
        await #expect(throws: JournalClosedError.self) { try await journal.appendDurably(interaction) }
    }

    @Test("after a kill mid-write, recovery keeps every finished interaction and skips the torn line")
    func recoverAfterKill() throws {
        let (directory, path) = try temporaryCassette()
        defer { try? FileManager.default.removeItem(at: directory) }
        try CassetteFile.write(
            Cassette(upstream: Fixtures.base, interactions: [Fixtures.session.interactions[0]]), to: path)
        let journal = try CassetteJournal(cassettePath: path)
        try journal.append(Fixtures.session.interactions[1])
        try journal.append(Fixtures.session.interactions[2])
        let torn = try FileHandle(forWritingTo: URL(fileURLWithPath: journal.journalPath))
        try torn.seekToEnd()
        try torn.write(contentsOf: Data(#"{"recorded_at":"2026-03-18T12:00:00.000Z","request":{"meth"#.utf8))
        try torn.close()

        let recovery = try #require(try CassetteJournal.recover(cassette: path))
        #expect(recovery.recovered == 2)
        #expect(recovery.skippedLines == 1)
        #expect(recovery.cassette.upstream == Fixtures.base)
        #expect(recovery.cassette.interactions == Array(Fixtures.session.interactions[0...2]))
        #expect(try CassetteFile.read(path) == recovery.cassette)
        #expect(try CassetteJournal.recover(cassette: path) == nil)
    }

    @Test("record modes decide when the upstream is used")
    func recordModes() {
        #expect(NowTapeMode.once.recordsNewRequests(cassetteExists: false))
        #expect(!NowTapeMode.once.recordsNewRequests(cassetteExists: true))
        #expect(NowTapeMode.new.recordsNewRequests(cassetteExists: true))
        #expect(NowTapeMode.record.recordsNewRequests(cassetteExists: true) && !NowTapeMode.record.replaysExisting)
        #expect(!NowTapeMode.replay.recordsNewRequests(cassetteExists: false))
    }

    @Test("a cassette older than the maximum age fails with what to do")
    func maximumAge() {
        let now = Fixtures.date.addingTimeInterval(40 * 86_400)
        #expect {
            try CassetteTooOldError.check(
                path: "Cassettes/a.json", recordedAt: Fixtures.date, maximumAge: 30 * 86_400, now: now)
        } throws: { error in
            String(describing: error).contains("--mode record")
        }
        #expect(throws: Never.self) {
            try CassetteTooOldError.check(path: "a", recordedAt: Fixtures.date, maximumAge: 60 * 86_400, now: now)
        }
    }
}

@Suite("Cassettes: journal lines")
struct JournalLineTests {
    @Test("repeated headers, escapes, non-ASCII text, binary and empty bodies survive the journal unchanged")
    func awkwardInteractions() throws {
        let (directory, path) = try JournalTests().temporaryCassette()
        defer { try? FileManager.default.removeItem(at: directory) }
        let interaction = Interaction(
            request: RecordedRequest(
                method: "POST", url: Fixtures.base + "/api/x?q=\"quoted\"&note=caf%C3%A9",
                headers: try HTTPFields(validating: [("X-Tab", "a\tb"), ("Accept", "*/*"), ("accept", "text/plain")]),
                body: Data("naïve \"text\" with \\ and \u{1} and 日本".utf8)),
            response: RecordedResponse(
                status: 201,
                headers: try HTTPFields(validating: [
                    ("Set-Cookie", "a=1"), ("Content-Type", "image/png"), ("Set-Cookie", "b=2"),
                ]),
                body: Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF, 0xC3])),
            recordedAt: Date(timeIntervalSince1970: 1_800_000_000.5), duration: 0.25)
        let empty = Interaction(
            request: RecordedRequest(method: "DELETE", url: Fixtures.base + "/api/x/1"),
            response: RecordedResponse(status: 204), recordedAt: Date(timeIntervalSince1970: 1_800_000_001),
            duration: 0)
        let journal = try CassetteJournal(cassettePath: path)
        try journal.append(interaction)
        try journal.append(empty)
        let cassette = try journal.compact()
        #expect(cassette.interactions == [interaction, empty])
        #expect(cassette.interactions[0].response.headers.values("set-cookie") == ["a=1", "b=2"])
        #expect(cassette.interactions[0].request.headers.values("accept") == ["*/*", "text/plain"])
    }
}
