import Foundation

/// Everything a run found: each scenario's steps, exchanges, failures and drift. `--report json` writes it as is.
public struct RunReport: Sendable, Codable {
    /// The target's name.
    public var target: String
    /// Where the cassettes were, for record, replay and diff.
    public var cassettes: String?
    /// When the run started, ISO 8601.
    public var startedAt: String
    /// Seconds from start to end.
    public var seconds: Double
    /// The scenarios in suite order.
    public var scenarios: [ScenarioReport]
    /// The platform release the run asked the embedded instance to behave as, such as `zurich`; nil in reports
    /// written before runs named it.
    public var release: String?

    /// How many scenarios passed.
    public var passed: Int { scenarios.filter { $0.status == .passed }.count }
    /// How many failed or drifted.
    public var failed: Int { scenarios.filter { $0.status != .passed }.count }
    /// How many steps ran in all.
    public var steps: Int { scenarios.reduce(0) { $0 + $1.steps.filter { $0.status != .skipped }.count } }
    /// Whether everything passed: the exit code is 0 exactly then.
    public var succeeded: Bool { failed == 0 }

    /// A run's report.
    public init(
        target: String, cassettes: String?, startedAt: String, seconds: Double, scenarios: [ScenarioReport],
        release: String? = nil
    ) {
        self.target = target
        self.cassettes = cassettes
        self.startedAt = startedAt
        self.seconds = seconds
        self.scenarios = scenarios
        self.release = release
    }
}

/// One scenario's result.
public struct ScenarioReport: Sendable, Codable {
    /// How it ended.
    public enum Status: String, Sendable, Codable {
        /// Every step passed, and nothing drifted.
        case passed
        /// A step failed, or the target found a problem (a replay miss, an unplayed recording).
        case failed
        /// Every step passed but responses differ from the cassette.
        case drifted
    }

    /// The suite's name.
    public var suite: String
    /// The scenario's name.
    public var name: String
    /// Its tags and its suite's.
    public var tags: [String]
    /// How it ended.
    public var status: Status
    /// Seconds it took.
    public var seconds: Double
    public var steps: [StepReport]
    /// Problems the target found outside any step, such as requests the cassette has no answer for.
    public var problems: [String]
    /// What `diff` found changed, field by field.
    public var drift: [DriftChange]
    /// The cassette recorded, replayed or compared.
    public var cassette: String?

    /// `Suite › Scenario`.
    public var title: String { "\(suite) › \(name)" }

    /// A scenario's report.
    public init(
        suite: String, name: String, tags: [String], status: Status, seconds: Double, steps: [StepReport],
        problems: [String] = [], drift: [DriftChange] = [], cassette: String? = nil
    ) {
        self.suite = suite
        self.name = name
        self.tags = tags
        self.status = status
        self.seconds = seconds
        self.steps = steps
        self.problems = problems
        self.drift = drift
        self.cassette = cassette
    }
}

/// One step's result.
public struct StepReport: Sendable, Codable {
    /// How a step ended.
    public enum Status: String, Sendable, Codable {
        case passed
        case failed
        /// Not run because an earlier step failed.
        case skipped
    }

    /// The step's name.
    public var name: String
    /// setup, main or teardown.
    public var phase: Step.Phase
    /// How it ended.
    public var status: Status
    /// Seconds it took.
    public var seconds: Double
    /// Why it failed.
    public var failure: ScenarioError?
    /// The requests it made.
    public var exchanges: [Exchange]
    /// Where the step was written; absent from reports written before steps knew.
    public var location: StepLocation?

    /// A step's report.
    public init(
        name: String, phase: Step.Phase, status: Status, seconds: Double, failure: ScenarioError? = nil,
        exchanges: [Exchange] = [], location: StepLocation? = nil
    ) {
        self.name = name
        self.phase = phase
        self.status = status
        self.seconds = seconds
        self.failure = failure
        self.exchanges = exchanges
        self.location = location
    }
}

/// One field that differs between a cassette and what the instance answers now.
public struct DriftChange: Sendable, Codable, Hashable {
    /// The request, as `METHOD /path`.
    public var request: String
    /// The field, such as `response.body.result.state`.
    public var field: String
    /// The recorded value; nil when it was absent.
    public var recorded: String?
    /// The value now; nil when it is absent.
    public var current: String?

    /// One drifted field.
    public init(request: String, field: String, recorded: String?, current: String?) {
        self.request = request
        self.field = field
        self.recorded = recorded
        self.current = current
    }
}
