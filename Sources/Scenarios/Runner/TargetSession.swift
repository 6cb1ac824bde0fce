import Cassettes
import Foundation
import NowClient
import NowInstance
import NowTapeEmbedded
import RecordReplay

/// The target for one run: it starts what the run needs once, and gives each scenario a base URL to talk to and,
/// for the targets that stay in the process, the transport that reaches it.
final class TargetSession: Sendable {
    let target: RunTarget
    let configuration: RunConfiguration
    /// The run's shared embedded instance on a socket (recording and diffing against it), and its clock.
    let instance: RunningServer?
    /// The run's shared embedded instance in the same process (the embedded target).
    let inProcess: InProcessResponder?
    let instanceClock: ScenarioClock?
    /// The absolute path of the run's cassettes folder, for the targets that have one.
    let cassetteFolder: String?

    private init(
        _ configuration: RunConfiguration, instance: RunningServer? = nil, inProcess: InProcessResponder? = nil,
        clock: ScenarioClock? = nil
    ) {
        self.configuration = configuration
        self.target = configuration.target
        self.instance = instance
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

    /// Starts what the target needs: the embedded instance, in the process for the embedded target and on a socket
    /// for recording and diffing against it. Replay needs nothing started: each scenario reads its own cassette.
    static func open(_ configuration: RunConfiguration) async throws -> TargetSession {
        guard configuration.target.usesEmbeddedInstance else {
            return TargetSession(configuration)
        }
        let clock = ScenarioClock(start: SeedData.referenceDate)
        let instance = try await EmbeddedInstance.prepare(configuration.instanceConfiguration(clock: clock))
        if case .embedded = configuration.target {
            return TargetSession(
                configuration, inProcess: instance.inProcess(origin: Cassette.placeholderOrigin), clock: clock)
        }
        return TargetSession(configuration, instance: try await instance.start(), clock: clock)
    }

    func close() async {
        await instance?.stop()
    }

    /// The base URL one scenario talks to, how it waits, and what to do when it is over. A scenario with limits
    /// talks to an embedded instance of its own, started with them, when the target uses the embedded instance.
    func endpoint(suite: Suite, scenario: Scenario) async throws -> ScenarioEndpoint {
        guard let limits = scenario.limits, target.usesEmbeddedInstance else {
            return try await endpoint(
                suite: suite, scenario: scenario,
                embedded: instance.flatMap { instance in instanceClock.map { (instance.baseURL, $0) } })
        }
        let clock = ScenarioClock(start: SeedData.referenceDate)
        let prepared = try await EmbeddedInstance.prepare(
            configuration.instanceConfiguration(clock: clock, limits: limits))
        if case .embedded = target {
            var endpoint = ScenarioEndpoint(
                baseURL: Cassette.placeholderOrigin,
                transport: EmbeddedTransport(responder: prepared.inProcess(origin: Cassette.placeholderOrigin)))
            endpoint.pause = { seconds in clock.advance(seconds: Int(seconds.rounded(.up))) }
            return endpoint
        }
        let own = try await prepared.start()
        let endpoint: ScenarioEndpoint
        do {
            endpoint = try await self.endpoint(suite: suite, scenario: scenario, embedded: (own.baseURL, clock))
        } catch {
            await own.stop()
            throw error
        }
        return ScenarioEndpoint(
            baseURL: endpoint.baseURL, transport: endpoint.transport,
            finish: { passed in
                let findings = await endpoint.finish(passed)
                await own.stop()
                return findings
            }, pause: endpoint.pause)
    }

    /// The endpoint for `scenario` with `embedded` as the embedded instance: waits move its clock; replay does
    /// not wait; anything else is waited for.
    private func endpoint(suite: Suite, scenario: Scenario, embedded: (baseURL: String, clock: ScenarioClock)?)
        async throws -> ScenarioEndpoint
    {
        func baseURL(of upstream: RunTarget.Upstream) throws -> String {
            switch upstream {
            case .url(let url): return url
            case .embedded:
                guard let embedded else { throw ScenarioError("The embedded instance is not running.") }
                return embedded.baseURL
            }
        }
        let movesClock: ScenarioEndpoint.Pause = { seconds in
            embedded?.clock.advance(seconds: Int(seconds.rounded(.up)))
        }
        var endpoint: ScenarioEndpoint
        switch target {
        case .embedded:
            guard let inProcess else { throw ScenarioError("The embedded instance is not running.") }
            endpoint = ScenarioEndpoint(baseURL: inProcess.origin, transport: EmbeddedTransport(responder: inProcess))
            endpoint.pause = movesClock
        case .live(let instance):
            endpoint = ScenarioEndpoint(baseURL: instance)
        case .record(_, let upstream):
            let path = cassettePath(suite, scenario)
            endpoint = try await ScenarioRecording.start(
                path: path, upstream: try baseURL(of: upstream),
                recordedOrigin: upstream == .embedded ? Cassette.placeholderOrigin : nil)
            if upstream == .embedded { endpoint.pause = movesClock }
        case .replay(let cassettes):
            endpoint = try ScenarioReplay.start(
                path: cassettePath(suite, scenario), cassettes: cassettes, command: configuration.commandName)
            endpoint.pause = { _ in }
        case .diff(_, let upstream):
            let path = cassettePath(suite, scenario)
            endpoint = try await ScenarioDiff.start(
                committed: path, upstream: try baseURL(of: upstream), rebase: upstream == .embedded,
                ignoredFields: Suite.standardVolatileFields.union(suite.volatileFields))
            if upstream == .embedded { endpoint.pause = movesClock }
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
