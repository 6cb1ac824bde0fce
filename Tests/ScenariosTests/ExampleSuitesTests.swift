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
        #expect(
            await ScenarioMain.run(ExampleSuites.suites, arguments: ["--target", "record", "--cassettes", cassettes])
                == 0)
        #expect(
            await ScenarioMain.run(
                ExampleSuites.suites, arguments: ["--target", "replay", "--cassettes", cassettes, "--jobs", "2"]) == 0)
        #expect(await ScenarioMain.run(ExampleSuites.suites, arguments: ["--target", "nowhere"]) == 64)
        #expect(await ScenarioMain.run(ExampleSuites.suites, arguments: ["No such suite"]) == 64)
    }
}
