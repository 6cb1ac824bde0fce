import MyWorkSuites
import NowTapeEmbedded
import NowTapeTesting
import ScenarioDSL
import Synchronization
import Testing

/// The bundled suites' scenarios, one test case each, replayed from the cassettes `nowtape run --target record`
/// wrote: the same layout, read by the test session.
@Suite(.nowTape(folder: "../../Cassettes", mode: .replay))
struct ScenarioReplayCaseTests {
    @Test(arguments: MyWorkSuites.crud.scenarios + MyWorkSuites.acls.scenarios + MyWorkSuites.platformAPIs.scenarios)
    func replaysTheRunnersCassettes(_ scenario: Scenario) async throws {
        let steps = try await NowTape.run(scenario)
        #expect(steps.allSatisfy { $0.status == .passed })
    }
}

/// The same scenarios on a fresh embedded instance in the process; a scenario's limits start one that applies them,
/// and its waits move that instance's clock instead of sleeping.
@Suite(
    .nowTape(
        mode: .embedded,
        embedded: .instance(updateSets: MyWorkSuites.updateSetFiles.map { "UpdateSets/" + $0 }, seedIncidents: 200)))
struct ScenarioEmbeddedCaseTests {
    @Test(arguments: MyWorkSuites.crud.scenarios + MyWorkSuites.platformAPIs.scenarios)
    func runsOnTheEmbeddedInstance(_ scenario: Scenario) async throws {
        let steps = try await NowTape.run(scenario)
        #expect(!steps.isEmpty && steps.allSatisfy { $0.status == .passed })
    }

    /// Where the failing scenario's step issues went: the test below keeps them out of the run's results.
    static let stepIssues = Mutex<[(line: Int?, fileID: String?, comments: [String])]>([])

    @Test(
        "a failed step is an issue at the line that wrote it, and the steps after it are skipped",
        .compactMapIssues { issue in
            guard issue.comments.contains(where: { $0.rawValue.hasPrefix("Step \"List incidents\" failed") }) else {
                return issue
            }
            ScenarioEmbeddedCaseTests.stepIssues.withLock {
                $0.append((issue.sourceLocation?.line, issue.sourceLocation?.fileID, issue.comments.map(\.rawValue)))
            }
            return nil
        })
    func failuresPointAtTheirStep() async throws {
        let line = #line + 3
        let suite = ScenarioSuite("Failing") {
            Scenario("Wrong status") {
                Call("List incidents", .list("incident", .init(limit: 1))).expect(.status(201))
                Call("Never sent", .list("incident", .init(limit: 1)))
                Teardown {
                    Step("Still tears down") { _ in }
                }
            }
        }
        let scenario = try #require(suite.scenarios.first)
        #expect(scenario.testDescription == "Failing › Wrong status")
        let steps = try await NowTape.run(scenario)
        #expect(steps.map(\.status) == [.failed, .skipped, .passed])
        let issues = Self.stepIssues.withLock { $0 }
        try #require(issues.count == 1)
        #expect(issues[0].line == line)
        #expect(issues[0].fileID == #fileID)
        #expect(issues[0].comments.first?.contains("expected: 201") == true)
    }
}
