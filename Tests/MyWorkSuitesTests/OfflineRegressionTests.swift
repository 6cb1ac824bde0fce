import Cassettes
import Foundation
import MyWorkSuites
import Scenarios
import Testing

/// The offline regression: the committed cassettes replay, and re-recording them gives the same cassettes.
@Suite("Cassettes/ and the bundled suites")
struct OfflineRegressionTests {
    @Test("every bundled suite passes in replay from Cassettes/, with no instance started")
    func replayFromCommittedCassettes() async throws {
        let report = try await ScenarioRunner(
            suites: MyWorkSuites.all,
            configuration: RunConfiguration(target: .replay(cassettes: PackageFiles.cassettes))
        ).run()
        let failures = report.scenarios.filter { $0.status != .passed }
        #expect(failures.isEmpty, "\(failures.map { "\($0.title): \(JUnitReport.details($0))" })")
        #expect(report.scenarios.count == MyWorkSuites.all.reduce(0) { $0 + $1.scenarios.count })
        #expect(report.steps > 40)
    }

    @Test(
        "re-recording over Cassettes/ against the embedded instance leaves every file byte for byte as committed")
    func reRecordingLeavesCommittedCassettesUnchanged() async throws {
        let directory = PackageFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.copyItem(atPath: PackageFiles.cassettes, toPath: directory)
        let report = try await ScenarioRunner(
            suites: MyWorkSuites.all,
            configuration: RunConfiguration(
                target: .record(cassettes: directory, upstream: .embedded), updateSets: PackageFiles.updateSets)
        ).run()
        #expect(report.succeeded)
        let committed = PackageFiles.cassettes(in: PackageFiles.cassettes)
        #expect(PackageFiles.cassettes(in: directory) == committed)
        for name in committed {
            let oldPath = PackageFiles.cassettes + "/" + name
            let newPath = directory + "/" + name
            let old = try CassetteFile.read(oldPath)
            #expect(old.upstream == Cassette.placeholderOrigin)
            guard FileManager.default.contents(atPath: oldPath) != FileManager.default.contents(atPath: newPath) else {
                continue
            }
            let changes = CassetteDiff().changes(from: old, to: try CassetteFile.read(newPath))
            Issue.record(
                "\(name) changed; run `swift run nowtape run --target record` and commit: \(changes.prefix(5))")
        }
    }

    @Test("every bundled suite passes against the embedded instance, and diff reports no drift")
    func embeddedAndDiffAgree() async throws {
        let embedded = try await ScenarioRunner(
            suites: MyWorkSuites.all,
            configuration: RunConfiguration(target: .embedded, jobs: 2, updateSets: PackageFiles.updateSets)
        ).run()
        #expect(embedded.succeeded, "\(embedded.scenarios.filter { $0.status != .passed }.map(\.title))")
        let diff = try await ScenarioRunner(
            suites: MyWorkSuites.all,
            configuration: RunConfiguration(
                target: .diff(cassettes: PackageFiles.cassettes, upstream: .embedded),
                updateSets: PackageFiles.updateSets)
        ).run()
        #expect(diff.succeeded)
        #expect(diff.scenarios.allSatisfy { $0.drift.isEmpty && $0.status == .passed })
    }
}
