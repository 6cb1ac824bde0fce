import Foundation
import MyWorkSuites
import StandardStreams
import TestSupport
import Testing

@testable import nowtape

@Suite("nowtape command line")
struct QueryCommandTests {
    @Test("--help lists the subcommands that exist")
    func helpListsSubcommands() {
        let help = NowTape.helpMessage()
        #expect(help.contains("demo"))
        #expect(help.contains("query"))
    }

    @Test("query fails on an unreadable query, and --lenient drops the bad part instead")
    func queryRejectsBadInput() throws {
        let strict = nowtapeRun(["query", "activeXX=1"])
        #expect(strict.code == 1)
        #expect(strict.error.contains("cannot read 'activeXX=1' at position 6"))
        let lenient = nowtapeRun(["query", "--lenient", "active=true^activeXX=1"])
        #expect(lenient.code == 0)
        #expect(lenient.error.contains("dropped: cannot read 'activeXX=1'"))
        #expect(lenient.output == "active=true\nwhere active = true\n")
    }

    @Test("demo records every bundled suite from the embedded instance, replays them offline, and writes the report")
    func demoPasses() async throws {
        let output = TestScratch.url("nowtape-demo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let updateSets = MyWorkSuites.updateSetFiles.flatMap {
            ["--update-set", root.appendingPathComponent("UpdateSets").appendingPathComponent($0).path]
        }
        let (_, printed) = try await StandardStream.capturing {
            try await DemoCommand.parse(["--output", output.path] + updateSets).run()
        }
        #expect(printed.output.contains("NowTape demo: ") || printed.error.contains("NowTape demo: "))
        let report = try String(contentsOf: output.appendingPathComponent("replay-report.html"), encoding: .utf8)
        #expect(report.contains("0 failed"))
        #expect(
            FileManager.default.fileExists(
                atPath: output.appendingPathComponent("Cassettes/task-tracker/signing-in-is-required.json").path))
    }
}
