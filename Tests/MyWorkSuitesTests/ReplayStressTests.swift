import Foundation
import MyWorkSuites
import Scenarios
import Synchronization
import Testing

/// Replay runs prepare scenarios ahead of them on a task of their own while earlier scenarios run; a race there
/// once crashed about one run in twenty on a loaded machine. Many runs at once, beside threads that keep every core
/// busy, are the load that showed it.
@Suite("The replay target under load")
struct ReplayStressTests {
    /// Runs per round and rounds; `NOWTAPE_STRESS_RUNS` asks for more rounds.
    static let concurrentRuns = 6
    static let rounds = Int(ProcessInfo.processInfo.environment["NOWTAPE_STRESS_RUNS"] ?? "") ?? 5

    @Test("the bundled suites replay from Cassettes/ many times at once, at every --jobs, with the CPUs busy")
    func manyRunsUnderLoad() async throws {
        let spinning = Atomic<Bool>(true)
        let spinners = (0..<ProcessInfo.processInfo.activeProcessorCount).map { _ in
            let thread = Thread {
                var counter: UInt64 = 0
                while spinning.load(ordering: .relaxed) { counter &+= 1 }
                _ = counter
            }
            thread.start()
            return thread
        }
        defer {
            spinning.store(false, ordering: .relaxed)
            _ = spinners
        }
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
