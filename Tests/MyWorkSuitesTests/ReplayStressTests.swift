import Foundation
import MyWorkSuites
import Scenarios
import Testing

/// Replay runs in the process: every scenario answered from its own cassette by a transport of its own. Many runs
/// at once, at every `--jobs`, must each see their own cassettes in order and pass.
@Suite("The replay target under load")
struct ReplayStressTests {
    /// Runs per round and rounds; `NOWTAPE_STRESS_RUNS` asks for more rounds.
    static let concurrentRuns = 6
    static let rounds = Int(ProcessInfo.processInfo.environment["NOWTAPE_STRESS_RUNS"] ?? "") ?? 2

    @Test("the bundled suites replay from Cassettes/ many times at once, at every --jobs")
    func manyRunsUnderLoad() async throws {
        for round in 0..<Self.rounds {
            try await withThrowingTaskGroup(of: RunReport.self) { group in
                for run in 0..<Self.concurrentRuns {
                    let jobs = 1 + (round + run) % 4
                    group.addTask {
                        try await ScenarioRunner(
                            suites: MyWorkSuites.all,
                            configuration: RunConfiguration(
                                target: .replay(cassettes: PackageFiles.cassettes), jobs: jobs)
                        ).run()
                    }
                }
                for try await report in group {
                    let failures = report.scenarios.filter { $0.status != .passed }
                    #expect(failures.isEmpty, "\(failures.map { "\($0.title): \(JUnitReport.details($0))" })")
                }
            }
        }
    }
}
