import ArgumentParser
import Foundation
import MyWorkSuites
import Scenarios

/// `nowtape demo`: records the bundled suites from the embedded instance, then replays them offline.
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Record the bundled suites from the embedded instance, then replay them offline.",
        discussion: """
            1. starts the embedded instance with the My Work update sets from UpdateSets/
            2. records every bundled suite in process, one cassette per scenario, as a Swift test records
            3. stops the instance
            4. replays every scenario from its cassette, with no instance and no network
            5. prints what was recorded, where, the pass counts, and the HTML report's path
            """)

    @Option(help: "Where the cassettes and reports go (a new temporary folder by default).")
    var output: String?

    @Option(name: .customLong("update-set"), help: "Update sets to install instead of the My Work sets in UpdateSets/.")
    var updateSetFiles: [String] = []

    func run() async throws {
        let folder =
            output
            ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("nowtape-demo-\(UUID().uuidString.prefix(8))").path
        let cassettes = URL(fileURLWithPath: folder).appendingPathComponent("Cassettes").path
        let updateSets = updateSetFiles.isEmpty ? try BundledFiles.updateSets() : updateSetFiles
        let suites = MyWorkSuites.all
        let console = ConsoleReporter()

        printNow("NowTape demo: \(suites.count) suites, \(suites.reduce(0) { $0 + $1.scenarios.count }) scenarios\n")
        printNow(
            "1–3. Recording from the embedded instance (with \(updateSets.map { ($0 as NSString).lastPathComponent }.joined(separator: ", "))) in process…"
        )
        let recording = try await ScenarioRunner(
            suites: suites,
            configuration: RunConfiguration(
                target: .record(cassettes: cassettes, upstream: .embedded), updateSets: updateSets)
        ).run { console.finished($0) }
        printNow(
            "   recorded \(recording.passed) of \(recording.scenarios.count) scenarios, \(recording.steps) steps, in \(String(format: "%.1f", recording.seconds)) s; the instance is stopped"
        )

        printNow("\n4. Replaying offline from \(cassettes)…")
        let replay = try await ScenarioRunner(
            suites: suites, configuration: RunConfiguration(target: .replay(cassettes: cassettes))
        ).run { console.finished($0) }

        let html = URL(fileURLWithPath: folder).appendingPathComponent("replay-report.html").path
        try replay.write(as: .html, to: html)
        try recording.write(
            as: .html, to: URL(fileURLWithPath: folder).appendingPathComponent("record-report.html").path)

        printNow("\n5. Summary")
        printNow("   cassettes:  \(cassettes)")
        for suite in suites {
            let count = recording.scenarios.filter { $0.suite == suite.name }.count
            printNow("     \(CassetteLayout.slug(suite.name))/  \(count) cassettes (\(suite.name))")
        }
        printNow("   record:     \(recording.passed) passed, \(recording.failed) failed")
        printNow(
            "   replay:     \(replay.passed) passed, \(replay.failed) failed, \(replay.steps) steps in \(String(format: "%.2f", replay.seconds)) s, no instance running"
        )
        printNow("   report:     \(html)")
        printNow("\nReplay these cassettes to any client: swift run nowtape replay \(cassettes)/task-tracker/*.json")
        if !recording.succeeded || !replay.succeeded { throw ExitCode.failure }
    }
}
