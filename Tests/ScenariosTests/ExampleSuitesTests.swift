import Foundation
import Scenarios
import Testing

@testable import example_suites

@Suite("The example package of suites")
struct ExampleSuitesTests {
    @Test("the example's suites pass on the embedded instance, and record then replay through ScenarioMain")
    func examplePasses() async throws {
        let report = try await Fixtures.runEmbedded(ExampleSuites.suites)
        #expect(report.succeeded)
        #expect(report.scenarios.count == 3)
        let cassettes = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: cassettes) }
        let recorded = await runScenarioMain(ExampleSuites.suites, ["--target", "record", "--cassettes", cassettes])
        #expect(recorded.code == 0)
        #expect(recorded.error.contains("✓ Service desk › Raise and close a priority 2 incident"), "\(recorded.error)")
        let replayed = await runScenarioMain(
            ExampleSuites.suites, ["--target", "replay", "--cassettes", cassettes, "--jobs", "2"])
        #expect(replayed.code == 0)
        #expect(replayed.error.contains("3 passed"), "\(replayed.error)")
        #expect(await runScenarioMain(ExampleSuites.suites, ["--target", "nowhere"]).code == 64)
        #expect(await runScenarioMain(ExampleSuites.suites, ["No such suite"]).code == 64)
    }
}
