import Cassettes
import Foundation
import TestSupport
import Testing

/// Journals are input too: a kill leaves one half-written, a disk or an editor can damage any line. Recovery keeps
/// every interaction it can read, keeps every line it cannot, and says where each went.
@Suite("Cassettes: damaged journals")
struct JournalCorpusTests {
    /// The journal lines a recording of `interactions` writes beside the cassette at `path`; the recording is
    /// compacted and its cassette removed, so the test starts from the journal alone.
    static func journalLines(of interactions: [Interaction], at path: String) throws -> Data {
        let journal = try CassetteJournal(cassettePath: path)
        for interaction in interactions { try journal.append(interaction) }
        let lines = try Data(contentsOf: URL(fileURLWithPath: journal.journalPath))
        _ = try journal.compact()
        try FileManager.default.removeItem(atPath: path)
        return lines
    }

    /// A journal with two good interactions around the damaged bytes, as lines.
    static func journalBytes(around damage: [UInt8], in path: String) throws -> Data {
        let interactions = Fixtures.session.interactions
        let first = try journalLines(of: [interactions[0]], at: path)
        let both = try journalLines(of: [interactions[0], interactions[1]], at: path)
        var bytes = first
        bytes.append(contentsOf: damage)
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(both[first.count...])
        return bytes
    }

    /// A journal line for a GET whose other members are `rest`.
    static func line(_ rest: String) -> [UInt8] {
        Array((#"{"request":{"method":"GET","url":"https://x/"},"# + rest + "}").utf8)
    }

    /// Damaged middle lines: each must be kept, and both interactions around it recovered.
    static let damagedLines: [(name: String, bytes: [UInt8])] = [
        ("not JSON", Array("this is not json".utf8)),
        ("half an object", Array(#"{"recorded_at":"2026-03-18T12:00:00.000Z","request":{"meth"#.utf8)),
        ("JSON of the wrong shape", Array(#"{"request":42}"#.utf8)),
        ("an array", Array("[1,2,3]".utf8)),
        ("NUL bytes", [0x7B, 0x00, 0x00, 0x7D]),
        ("invalid UTF-8", [0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x7D]),
        ("a status out of range", line(#""response":{"status":99999}"#)),
        ("a header with a line break", line(#""response":{"status":200,"headers":[["X","a\r\nb"]]}"#)),
        ("a body file outside the folder", line(#""response":{"status":200,"body":{"file":"../../etc/passwd"}}"#)),
        ("a deeply nested value", Array(String(repeating: "[", count: 10_000).utf8)),
        ("a huge number", line(#""response":{"status":200},"duration_ms":1e308"#)),
    ]

    @Test("a damaged line between good ones is kept in the rejected file, and both good ones are recovered")
    func damagedMiddleLines() throws {
        for (name, damage) in Self.damagedLines {
            let (directory, path) = try JournalTests().temporaryCassette()
            defer { try? FileManager.default.removeItem(at: directory) }
            let bytes = try Self.journalBytes(around: damage, in: path)
            try bytes.write(to: URL(fileURLWithPath: CassetteJournal.journalPath(for: path)))

            let recovery = try #require(try CassetteJournal.recover(cassette: path), "\(name)")
            #expect(recovery.recovered == 2, "\(name)")
            #expect(!recovery.tornLastLine, "\(name)")
            #expect(recovery.damagedLines.map(\.line) == [2], "\(name)")
            let rejectedPath = try #require(recovery.rejectedPath, "\(name)")
            var kept = damage
            kept.append(UInt8(ascii: "\n"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: rejectedPath)) == Data(kept), "\(name)")
            let summary = try #require(recovery.skippedSummary, "\(name)")
            #expect(summary.contains(rejectedPath) && summary.contains("line 2"), "\(name): \(summary)")
            #expect(try CassetteFile.read(path).interactions.count == 2, "\(name)")
        }
    }

    @Test("a torn last line is dropped without a rejected file; a last line missing only its newline is kept")
    func lastLines() throws {
        let (directory, path) = try JournalTests().temporaryCassette()
        defer { try? FileManager.default.removeItem(at: directory) }
        let whole = try Self.journalLines(of: Array(Fixtures.session.interactions[0...1]), at: path)
        let journalPath = CassetteJournal.journalPath(for: path)

        try whole.dropLast(1).write(to: URL(fileURLWithPath: journalPath))
        let unterminated = try #require(try CassetteJournal.recover(cassette: path))
        #expect(unterminated.recovered == 2 && unterminated.skippedLines == 0 && unterminated.skippedSummary == nil)

        try FileManager.default.removeItem(atPath: path)
        try whole.dropLast(40).write(to: URL(fileURLWithPath: journalPath))
        let torn = try #require(try CassetteJournal.recover(cassette: path))
        #expect(torn.recovered == 1 && torn.tornLastLine && torn.damagedLines.isEmpty && torn.rejectedPath == nil)
        #expect(!FileManager.default.fileExists(atPath: journalPath + ".rejected"))
    }

    @Test("CRLF line ends, blank lines and an empty journal are read without loss")
    func lineEnds() throws {
        let (directory, path) = try JournalTests().temporaryCassette()
        defer { try? FileManager.default.removeItem(at: directory) }
        let line = try Self.journalLines(of: [Fixtures.session.interactions[0]], at: path).dropLast()
        let journalPath = CassetteJournal.journalPath(for: path)

        var crlf = Data(line)
        crlf.append(contentsOf: Array("\r\n\n   \n".utf8))
        crlf.append(line)
        crlf.append(contentsOf: Array("\r\n".utf8))
        try crlf.write(to: URL(fileURLWithPath: journalPath))
        let recovery = try #require(try CassetteJournal.recover(cassette: path))
        #expect(recovery.recovered == 2 && recovery.skippedLines == 0)

        try FileManager.default.removeItem(atPath: path)
        try Data().write(to: URL(fileURLWithPath: journalPath))
        let empty = try #require(try CassetteJournal.recover(cassette: path))
        #expect(empty.recovered == 0 && empty.skippedLines == 0)
        #expect(!FileManager.default.fileExists(atPath: path), "an empty journal writes no empty cassette")
    }

    @Test("a journal that is a folder is an error that says what to do, and nothing is removed")
    func journalIsAFolder() throws {
        let (directory, path) = try JournalTests().temporaryCassette()
        defer { try? FileManager.default.removeItem(at: directory) }
        let journalPath = CassetteJournal.journalPath(for: path)
        try FileManager.default.createDirectory(atPath: journalPath, withIntermediateDirectories: true)
        #expect {
            try CassetteJournal.recover(cassette: path)
        } throws: { error in
            "\(error)".contains("is a folder") && "\(error)".contains("move it out of the way")
        }
        #expect(FileManager.default.fileExists(atPath: journalPath))
    }

    /// Fuzz iterations; `NOWTAPE_FUZZ_ITERATIONS` asks for more.
    static let fuzzIterations = Int(ProcessInfo.processInfo.environment["NOWTAPE_FUZZ_ITERATIONS"] ?? "") ?? 300

    @Test("fixed-seed mutations of a journal never crash recovery, and every line is either recovered or kept")
    func fuzzedJournals() throws {
        let (directory, path) = try JournalTests().temporaryCassette()
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try Self.journalLines(of: Fixtures.session.interactions, at: path)
        let journalPath = CassetteJournal.journalPath(for: path)
        var generator = SplitMix64(seed: 0x6A6F_7572_6E61_6C21)
        for iteration in 0..<Self.fuzzIterations {
            try? FileManager.default.removeItem(atPath: path)
            try? FileManager.default.removeItem(atPath: journalPath + ".rejected")
            var bytes = [UInt8](original)
            for _ in 0...Int.random(in: 0..<6, using: &generator) {
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: bytes[position] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.remove(at: position)
                case 2: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: position)
                default: bytes.insert(UInt8(ascii: "\n"), at: position)
                }
            }
            try Data(bytes).write(to: URL(fileURLWithPath: journalPath))
            let completeLines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                .dropLast().filter { line in !line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } }.count
            let recovery = try #require(try CassetteJournal.recover(cassette: path), "iteration \(iteration)")
            let unterminatedRecovered = recovery.recovered + recovery.damagedLines.count - completeLines
            #expect(
                unterminatedRecovered == 0 || unterminatedRecovered == 1 && !recovery.tornLastLine,
                "iteration \(iteration): every complete line is recovered or kept")
            if !recovery.damagedLines.isEmpty {
                let rejected = try Data(contentsOf: URL(fileURLWithPath: journalPath + ".rejected"))
                #expect(
                    rejected.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
                        >= recovery.damagedLines.count, "iteration \(iteration)")
            }
        }
    }
}
