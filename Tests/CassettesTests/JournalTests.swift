import Cassettes
import Foundation
import Testing

@Suite("Cassettes: the crash-safe journal and record modes")
struct JournalTests {
    func temporaryCassette() throws -> (directory: URL, path: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nowtape-\(UUID())")
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
        #expect(RecordMode.once.recordsNewRequests(cassetteExists: false))
        #expect(!RecordMode.once.recordsNewRequests(cassetteExists: true))
        #expect(RecordMode.new.recordsNewRequests(cassetteExists: true))
        #expect(RecordMode.all.recordsNewRequests(cassetteExists: true) && !RecordMode.all.replaysExisting)
        #expect(!RecordMode.none.recordsNewRequests(cassetteExists: false))
    }

    @Test("a cassette older than the maximum age fails with what to do")
    func maximumAge() {
        let now = Fixtures.date.addingTimeInterval(40 * 86_400)
        #expect {
            try CassetteTooOldError.check(
                path: "Cassettes/a.json", recordedAt: Fixtures.date, maximumAge: 30 * 86_400, now: now)
        } throws: { error in
            String(describing: error).contains("--mode all")
        }
        #expect(throws: Never.self) {
            try CassetteTooOldError.check(path: "a", recordedAt: Fixtures.date, maximumAge: 60 * 86_400, now: now)
        }
    }
}
