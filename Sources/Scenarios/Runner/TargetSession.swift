import Cassettes
import Foundation
import NowClient
import NowInstance
import NowTapeEmbedded
import NowTapeTransports

/// The target for one run: it starts what the run needs once, and gives each scenario a base URL to talk to and,
/// for the targets that stay in the process, the transport that reaches it. Every target but `live` stays in the
/// process: the embedded instance answers there, and recording and diffing go through a recording transport.
final class TargetSession: Sendable {
    let target: RunTarget
    let configuration: RunConfiguration
    /// The run's shared embedded instance in the same process, for the targets that use it.
    let inProcess: InProcessResponder?
    let instanceClock: ScenarioClock?
    /// The absolute path of the run's cassettes folder, for the targets that have one.
    let cassetteFolder: String?

    private init(_ configuration: RunConfiguration, inProcess: InProcessResponder? = nil, clock: ScenarioClock? = nil) {
        self.configuration = configuration
        self.target = configuration.target
        self.inProcess = inProcess
        self.instanceClock = clock
        switch target {
        case .record(let cassettes, _), .replay(let cassettes), .diff(let cassettes, _):
            cassetteFolder = CassetteLayout.folder(cassettes)
        case .embedded, .live: cassetteFolder = nil
        }
    }

    /// Where the cassette of `scenario` in `suite` lives.
    private func cassettePath(_ suite: Suite, _ scenario: Scenario) -> String {
        CassetteLayout.path(folder: cassetteFolder ?? "", suite: suite.name, scenario: scenario.name)
    }

    /// Starts what the target needs: the embedded instance, in the process, for the targets that use it. Replay
    /// needs nothing started: each scenario reads its own cassette.
    static func open(_ configuration: RunConfiguration) async throws -> TargetSession {
        guard configuration.target.usesEmbeddedInstance else {
            return TargetSession(configuration)
        }
        let clock = ScenarioClock(start: SeedData.referenceDate)
        let instance = try await EmbeddedInstance.prepare(configuration.instanceConfiguration(clock: clock))
        return TargetSession(
            configuration, inProcess: instance.inProcess(origin: Cassette.placeholderOrigin), clock: clock)
    }

    /// The base URL one scenario talks to, how it waits, and what to do when it is over. A scenario with limits
    /// talks to an embedded instance of its own, started with them, when the target uses the embedded instance.
    func endpoint(suite: Suite, scenario: Scenario) async throws -> ScenarioEndpoint {
        guard let limits = scenario.limits, target.usesEmbeddedInstance else {
            return try await endpoint(
                suite: suite, scenario: scenario,
                embedded: inProcess.flatMap { responder in
                    instanceClock.map { (responder, $0) }
                })
        }
        let clock = ScenarioClock(start: SeedData.referenceDate)
        let prepared = try await EmbeddedInstance.prepare(
            configuration.instanceConfiguration(clock: clock, limits: limits))
        return try await endpoint(
            suite: suite, scenario: scenario, embedded: (prepared.inProcess(origin: Cassette.placeholderOrigin), clock))
    }

    /// The endpoint for `scenario` with `embedded` as the embedded instance: waits move its clock; replay does
    /// not wait; anything else is waited for.
    private func endpoint(
        suite: Suite, scenario: Scenario, embedded: (responder: InProcessResponder, clock: ScenarioClock)?
    ) async throws -> ScenarioEndpoint {
        func upstream(_ upstream: RunTarget.Upstream) throws -> ScenarioRecording.Upstream {
            switch upstream {
            case .url(let url):
                return try ScenarioRecording.Upstream(url: url, transport: configuration.transport)
            case .embedded:
                guard let embedded else { throw ScenarioError("The embedded instance is not running.") }
                return ScenarioRecording.Upstream(
                    inProcess: EmbeddedTransport(responder: embedded.responder), origin: embedded.responder.origin,
                    release: configuration.release.rawValue)
            }
        }
        let movesClock: ScenarioEndpoint.Pause = { seconds in
            embedded?.clock.advance(seconds: Int(seconds.rounded(.up)))
        }
        var endpoint: ScenarioEndpoint
        switch target {
        case .embedded:
            guard let embedded else { throw ScenarioError("The embedded instance is not running.") }
            endpoint = ScenarioEndpoint(
                baseURL: embedded.responder.origin, transport: EmbeddedTransport(responder: embedded.responder))
            endpoint.pause = movesClock
        case .live(let instance):
            endpoint = ScenarioEndpoint(baseURL: instance)
        case .record(_, let destination):
            endpoint = try ScenarioRecording.start(
                path: cassettePath(suite, scenario), upstream: try upstream(destination), recordedOrigin: nil)
            if destination == .embedded { endpoint.pause = movesClock }
        case .replay(let cassettes):
            endpoint = try ScenarioReplay.start(
                path: cassettePath(suite, scenario), cassettes: cassettes, command: configuration.commandName)
            endpoint.pause = { _ in }
        case .diff(_, let destination):
            endpoint = try ScenarioDiff.start(
                committed: cassettePath(suite, scenario), upstream: try upstream(destination),
                ignoredFields: Suite.standardVolatileFields.union(suite.volatileFields))
            if destination == .embedded { endpoint.pause = movesClock }
        }
        return endpoint
    }
}

/// Where one scenario's requests go, and what the target has to say once it is over.
struct ScenarioEndpoint: Sendable {
    /// What the target found when the scenario ended: problems that fail it, and drift.
    struct Findings: Sendable {
        var problems: [String] = []
        var drift: [DriftChange] = []
        var cassette: String?
    }

    /// How a scenario waits `seconds`.
    typealias Pause = @Sendable (_ seconds: Double) async throws -> Void

    let baseURL: String
    /// What reaches the target in the same process; nil to send requests over the network.
    var transport: (any NowTransport)?
    /// How the scenario waits: by default it sleeps; on the embedded instance the instance's clock moves instead,
    /// and replay does not wait.
    var pause: Pause
    let finish: @Sendable (_ scenarioPassed: Bool) async -> Findings

    init(
        baseURL: String, transport: (any NowTransport)? = nil,
        finish: @escaping @Sendable (Bool) async -> Findings = { _ in Findings() },
        pause: @escaping Pause = { try await Task.sleep(for: .seconds($0)) }
    ) {
        self.baseURL = baseURL
        self.transport = transport
        self.pause = pause
        self.finish = finish
    }
}
