/// One step of a scenario: a name for reports, a phase, and the work.
public struct Step: Sendable, StepConvertible {
    /// When a step runs.
    public enum Phase: String, Sendable, Codable {
        /// Before the main steps; a failure skips the rest but still tears down.
        case setup
        /// The scenario itself; the first failure skips the remaining main steps.
        case main
        /// After everything, also after a failure.
        case teardown
    }

    /// What reports call the step.
    public let name: String
    /// When it runs.
    public let phase: Phase
    /// Where it was written: where its failure is reported.
    public let location: StepLocation
    /// The work; it throws `ScenarioError` (or any error) to fail the step.
    package let body: @Sendable (ScenarioContext) async throws -> Void

    /// A step that runs `body`; throw `ScenarioError` (or any error) to fail it.
    public init(
        _ name: String, phase: Phase = .main, fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column, _ body: @escaping @Sendable (ScenarioContext) async throws -> Void
    ) {
        self.init(
            name, phase: phase, location: StepLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            body)
    }

    /// A step written at `location`.
    public init(
        _ name: String, phase: Phase = .main, location: StepLocation,
        _ body: @escaping @Sendable (ScenarioContext) async throws -> Void
    ) {
        self.name = name
        self.phase = phase
        self.location = location
        self.body = body
    }

    public var steps: [Step] { [self] }

    func with(phase: Phase) -> Step { Step(name, phase: phase, location: location, body) }
}

/// Anything a scenario's builder accepts: a `Step`, a `Call`, a `Setup` or `Teardown` group.
public protocol StepConvertible: Sendable {
    /// The steps it stands for.
    var steps: [Step] { get }
}

/// Steps that prepare data before the scenario's main steps.
public struct Setup: StepConvertible {
    public let steps: [Step]

    /// The listed steps, run first.
    public init(@StepBuilder _ steps: () -> [Step]) {
        self.steps = steps().map { $0.with(phase: .setup) }
    }
}

/// Steps that clean up after the scenario, run even when it failed.
public struct Teardown: StepConvertible {
    public let steps: [Step]

    /// The listed steps, run last.
    public init(@StepBuilder _ steps: () -> [Step]) {
        self.steps = steps().map { $0.with(phase: .teardown) }
    }
}
