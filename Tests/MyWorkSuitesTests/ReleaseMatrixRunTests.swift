import Foundation
import GlideScript
import MyWorkSuites
import Scenarios
import StandardStreams
import Testing

/// The bundled suites on several releases: the matrix shows exactly what the release data predicts.
@Suite("A release matrix of the bundled suites")
struct ReleaseMatrixRunTests {
    /// Each bundled scenario that uses something a release brought, with that release: from the script feature
    /// table (Promise and Number.parseInt in ES12 mode, from Zurich) and the API changes
    /// (``ReleaseAPIChange``: attachment rename and attributes from Australia, creation_time from Yokohama).
    static let predicted: [String: PlatformRelease] = [
        "Team Board › Promise runs in ES12 mode on this release": .zurich,
        "Loaner Desk › An agent lends an available device and reads the loan back": .zurich,
        "Loaner Desk › The desk's business rules hold for every client": .zurich,
        "Loaner Desk › A user without the application's roles reads nothing of it": .zurich,
        "Attachments, aggregates, imports and batches › Rename an attachment and describe it with alt text, from "
            + "Australia": ReleaseAPIChange.attachmentAttributes.since,
        "Attachments, aggregates, imports and batches › Upload a photo taken offline with the time it was taken, "
            + "from Yokohama": ReleaseAPIChange.attachmentCreationTime.since,
    ]

    @Test(
        "over four releases, exactly the scenarios the release data predicts fail before their release and pass from it"
    )
    func bundledMatrix() async throws {
        let directory = PackageFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/matrix.json"
        let releases = PlatformRelease.allCases
        let arguments =
            ["--release", releases.map(\.rawValue).reversed().joined(separator: ","), "--report", "json", path]
            + PackageFiles.updateSets.flatMap { ["--update-set", $0] }
        let (code, streams) = await StandardStream.capturing {
            await ScenarioMain.run(MyWorkSuites.all, arguments: arguments, commandName: "nowtape run")
        }
        #expect(code == 0, "\(streams.output.suffix(2_000))")
        let matrix = try JSONDecoder().decode(ReleaseMatrix.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(matrix.releases == releases.map(\.rawValue), "the platform's order, whatever order they were given in")
        let changed = matrix.rows.filter { row in !row.cells.allSatisfy { $0.status == .passed } }
        #expect(Set(changed.map(\.title)) == Set(Self.predicted.keys))
        for row in changed {
            let since = try #require(Self.predicted[row.title])
            #expect(
                row.cells.map(\.status) == releases.map { $0 >= since ? .passed : .failed }, "\(row.title)")
            let first = try #require(releases.firstIndex(of: since))
            #expect(row.cells[first].changes.contains("status failed → passed"), "\(row.title)")
        }
        let promise = try #require(changed.first { $0.name.hasPrefix("Promise") })
        #expect(promise.cells[2].changes.contains { $0.hasSuffix("status 500 → 200") })
        let rename = try #require(changed.first { $0.name.hasPrefix("Rename an attachment") })
        #expect(rename.cells[3].changes.contains { $0.hasSuffix("status 405 → 204") }, "\(rename.cells[3].changes)")
        #expect(matrix.regressions.isEmpty)
        let gridLine = streams.output.split(separator: "\n").first {
            $0.hasSuffix("Team Board › Promise runs in ES12 mode on this release") && !$0.hasPrefix("✗")
        }
        #expect(
            gridLine?.split(separator: " ").prefix(4) == ["FAIL", "FAIL", "pass", "pass"],
            "\(gridLine ?? "no grid line")")
    }
}
