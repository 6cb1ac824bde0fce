import Foundation
import MyWorkSuites
import Scenarios
import StandardStreams
import Testing

/// The bundled suites on several releases: the matrix shows exactly what the release data predicts.
@Suite("A release matrix of the bundled suites")
struct ReleaseMatrixRunTests {
    @Test("Promise and Number.parseInt fail before Zurich and pass from it; nothing regresses, so the run exits 0")
    func bundledMatrix() async throws {
        let directory = PackageFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/matrix.json"
        let arguments =
            ["--release", "zurich,xanadu", "--report", "json", path]
            + PackageFiles.updateSets.flatMap { ["--update-set", $0] }
        let (code, streams) = await StandardStream.capturing {
            await ScenarioMain.run(MyWorkSuites.all, arguments: arguments, commandName: "nowtape run")
        }
        #expect(code == 0, "\(streams.output.suffix(2_000))")
        let matrix = try JSONDecoder().decode(ReleaseMatrix.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(matrix.releases == ["xanadu", "zurich"])
        let changed = matrix.rows.filter { $0.cells.map(\.status) != [.passed, .passed] }
        #expect(
            Set(changed.map(\.title)) == [
                "Team Board › Promise runs in ES12 mode on this release",
                "Loaner Desk › An agent lends an available device and reads the loan back",
                "Loaner Desk › The desk's business rules hold for every client",
                "Loaner Desk › A user without the application's roles reads nothing of it",
            ])
        for row in changed {
            #expect(row.cells.map(\.status) == [.failed, .passed], "\(row.title)")
            #expect(row.cells[1].changes.contains("status failed → passed"), "\(row.title)")
        }
        let promise = try #require(changed.first { $0.name.hasPrefix("Promise") })
        #expect(promise.cells[1].changes.contains { $0.hasSuffix("status 500 → 200") })
        #expect(matrix.regressions.isEmpty)
        let gridLine = streams.output.split(separator: "\n").first {
            $0.hasSuffix("Team Board › Promise runs in ES12 mode on this release") && !$0.hasPrefix("✗")
        }
        #expect(gridLine?.split(separator: " ").prefix(2) == ["FAIL", "pass"], "\(gridLine ?? "no grid line")")
    }
}
