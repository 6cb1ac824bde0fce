import Foundation
import NowClient

/// Runs suites against a target and reports on each scenario: steps in order, teardown always, scenarios in
/// parallel up to `jobs`.
public struct ScenarioRunner: Sendable {
    /// The suites the run draws from.
    public let suites: [Suite]
    /// How the run goes.
    public let configuration: RunConfiguration

    /// A runner.
    public init(suites: [Suite], configuration: RunConfiguration) {
        self.suites = suites
        self.configuration = configuration
    }

    /// Runs the selected scenarios, calling `onFinished` as each ends (in any order), and returns the report in
    /// suite order.
    public func run(
        _ selection: ScenarioSelection = ScenarioSelection(),
        onFinished: @escaping @Sendable (ScenarioReport) -> Void = { _ in }
    ) async throws -> RunReport {
        let chosen = try selection.apply(to: suites, command: configuration.commandName)
        let started = Date()
        let clock = ContinuousClock.now
        let session = try await TargetSession.open(configuration)
        // A serialized suite's scenarios form one unit that runs in order; every other scenario is a unit alone.
        var units: [[(index: Int, suite: Suite, scenario: Scenario)]] = []
        for (index, entry) in chosen.enumerated() {
            if entry.suite.serialized, let last = units.last?.last, last.suite.name == entry.suite.name {
                units[units.count - 1].append((index, entry.suite, entry.scenario))
            } else {
                units.append([(index, entry.suite, entry.scenario)])
            }
        }
        var reports = [ScenarioReport?](repeating: nil, count: chosen.count)
        await withTaskGroup(of: [(Int, ScenarioReport)].self) { group in
            var next = 0
            func startNext() {
                guard next < units.count else { return }
                let unit = units[next]
                next += 1
                group.addTask {
                    var done: [(Int, ScenarioReport)] = []
                    for entry in unit {
                        let report = await runScenario(entry.scenario, of: entry.suite, session: session)
                        onFinished(report)
                        done.append((entry.index, report))
                    }
                    return done
                }
            }
            for _ in 0..<configuration.jobs { startNext() }
            for await finished in group {
                for (index, report) in finished { reports[index] = report }
                startNext()
            }
        }
        let target = configuration.target
        var cassettes: String?
        switch target {
        case .record(let directory, _), .replay(let directory), .diff(let directory, _): cassettes = directory
        default: cassettes = nil
        }
        return RunReport(
            target: target.name, cassettes: cassettes, startedAt: ISO8601DateFormatter().string(from: started),
            seconds: ObservingTransport.seconds(since: clock), scenarios: reports.compactMap { $0 })
    }

    private func runScenario(_ scenario: Scenario, of suite: Suite, session: TargetSession) async -> ScenarioReport {
        let start = ContinuousClock.now
        var report = ScenarioReport(
            suite: suite.name, name: scenario.name, tags: scenario.tags.union(suite.tags).sorted(), status: .passed,
            seconds: 0, steps: [], problems: [], drift: [], cassette: nil)
        let endpoint: ScenarioEndpoint
        let context: ScenarioContext
        do {
            endpoint = try await session.endpoint(suite: suite, scenario: scenario)
            context = try ScenarioContext(
                suite: suite.name, scenario: scenario, baseURL: endpoint.baseURL,
                credentials: configuration.credentials, transport: endpoint.transport ?? configuration.transport,
                pause: endpoint.pause)
        } catch {
            report.status = .failed
            report.problems.append("\(error)")
            report.seconds = ObservingTransport.seconds(since: start)
            return report
        }
        report.steps = await ScenarioExecution.run(scenario, on: context)
        let failed = report.steps.contains { $0.status == .failed }
        let findings = await endpoint.finish(!failed)
        report.problems += findings.problems
        report.drift = findings.drift
        report.cassette = findings.cassette
        report.status = failed || !report.problems.isEmpty ? .failed : report.drift.isEmpty ? .passed : .drifted
        report.seconds = ObservingTransport.seconds(since: start)
        return report
    }
}
