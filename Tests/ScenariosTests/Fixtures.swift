import Foundation
import NowQuery
import Scenarios
import TestSupport

enum Fixtures {
    static func temporaryDirectory() -> String {
        TestScratch.url("nowtape-scenarios-\(UUID().uuidString)").path
    }

    /// Runs `suites` on the embedded instance (no update sets) and returns the report.
    static func runEmbedded(_ suites: [Suite], jobs: Int = 1, selection: ScenarioSelection = ScenarioSelection())
        async throws -> RunReport
    {
        try await ScenarioRunner(suites: suites, configuration: RunConfiguration(target: .embedded, jobs: jobs)).run(
            selection)
    }
}
