import Foundation
import TestSupport
import Testing
import UpdateSetKit

/// Fixed-seed fuzzing of the update-set reader and checker: mutated XML gives findings with positions, and never a
/// crash or an opened file. `NOWTAPE_FUZZ_ITERATIONS` asks for more.
@Suite("Fuzzing the update-set reader")
struct UpdateSetFuzzTests {
    static let iterations = Int(ProcessInfo.processInfo.environment["NOWTAPE_FUZZ_ITERATIONS"] ?? "") ?? 150

    static let interesting = Array("<>/&;=\"' ![]CDATA-?x".utf8) + [0, 0x0A, 0xFF]

    @Test("mutated Task Tracker sets are read and checked without crashing; damage is reported with a line")
    func mutatedSets() throws {
        let seed = Array(try Data(contentsOf: URL(fileURLWithPath: TestFiles.myWork)))
        var random = SplitMix64(seed: 0x7570_6461_7465_7365)
        func next() -> UInt64 { random.next() }
        let folder = TestScratch.url("nowtape-fuzz-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("fuzzed.xml").path
        var damaged = 0
        for _ in 0..<Self.iterations {
            var bytes = seed
            for _ in 0..<(1 + Int(next() % 5)) {
                let position = Int(next() % UInt64(bytes.count))
                let byte = Self.interesting[Int(next() % UInt64(Self.interesting.count))]
                switch next() % 3 {
                case 0: bytes[position] = byte
                case 1: bytes.remove(at: position)
                default: bytes.insert(byte, at: position)
                }
            }
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let findings = UpdateSetChecker.check(file: path, checksScripts: false)
            let unreadable = findings.filter { $0.rule.hasPrefix("xml.") }
            if !unreadable.isEmpty { damaged += 1 }
            for finding in unreadable {
                #expect(finding.line != nil, "\(finding.message)")
                #expect(finding.message.contains(". "), "no advice in \(finding.message)")
            }
            _ = UpdateSetInspection.inspect(file: path)
        }
        #expect(damaged > 0)
    }
}
