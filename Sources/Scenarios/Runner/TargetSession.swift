import Cassettes
import Foundation
import NowInstance
import RecordReplay

/// The target for one run: it starts what the run needs once, and gives each scenario a base URL to talk to.
final class TargetSession: Sendable {
    let target: RunTarget
    let instance: RunningInstance?
    /// What the replay target keeps for the whole run.
    let replay: ReplayRun?
    /// The absolute path of the run's cassettes folder, for the targets that have one.
    let cassetteFolder: String?

    /// The replay target's one listener, which every scenario's replay server is mounted on, and the run's
    /// scenarios, prepared ahead in run order.
    struct ReplayRun: Sendable {
        let host: ReplayHost
        let server: RunningServer
        let readAhead: ReplayReadAhead
    }

    private init(target: RunTarget, instance: RunningInstance? = nil, replay: ReplayRun? = nil) {
        self.target = target
        self.instance = instance
        self.replay = replay
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

    /// Starts what the target needs for `scenarios`, in run order: the embedded instance, or the replay host and
    /// the reading ahead of the scenarios' cassettes.
    static func open(_ configuration: RunConfiguration, scenarios: [(suite: Suite, scenario: Scenario)]) async throws
        -> TargetSession
    {
        if case .replay(let cassettes) = configuration.target {
            let host = ReplayHost()
            let server = try await host.start()
            let folder = CassetteLayout.folder(cassettes)
            let paths = scenarios.map {
                CassetteLayout.path(folder: folder, suite: $0.suite.name, scenario: $0.scenario.name)
            }
            return TargetSession(
                target: configuration.target,
                replay: ReplayRun(
                    host: host, server: server,
                    readAhead: ReplayReadAhead(paths: paths, host: host, hostURL: server.baseURL)))
        }
        guard configuration.target.usesEmbeddedInstance else {
            return TargetSession(target: configuration.target)
        }
        let instance = try await EmbeddedInstance.prepare(configuration.instanceConfiguration())
        return TargetSession(target: configuration.target, instance: try await instance.start())
    }

    func close() async {
        replay?.readAhead.cancel()
        await instance?.stop()
        await replay?.server.stop()
    }

    /// The base URL one scenario talks to, and what to do when it is over.
    func endpoint(suite: Suite, scenario: Scenario) async throws -> ScenarioEndpoint {
        switch target {
        case .embedded:
            return ScenarioEndpoint(baseURL: try upstream(.embedded))
        case .live(let instance):
            return ScenarioEndpoint(baseURL: instance)
        case .record(_, let upstream):
            let path = cassettePath(suite, scenario)
            return try await ScenarioRecording.start(
                path: path, upstream: try self.upstream(upstream),
                recordedOrigin: upstream == .embedded ? CassetteLayout.embeddedOrigin : nil)
        case .replay(let cassettes):
            let path = cassettePath(suite, scenario)
            guard let replay else { throw ScenarioFailure("The replay host is not running.") }
            return try ScenarioReplay.start(path: path, cassettes: cassettes, on: replay)
        case .diff(_, let upstream):
            let path = cassettePath(suite, scenario)
            return try await ScenarioDiff.start(
                committed: path, upstream: try self.upstream(upstream), rebase: upstream == .embedded,
                ignoredFields: Suite.standardVolatileFields.union(suite.volatileFields))
        }
    }

    private func upstream(_ upstream: RunTarget.Upstream) throws -> String {
        switch upstream {
        case .url(let url): return url
        case .embedded:
            guard let instance else { throw ScenarioFailure("The embedded instance is not running.") }
            return instance.baseURL
        }
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

    let baseURL: String
    let finish: @Sendable (_ scenarioPassed: Bool) async -> Findings

    init(baseURL: String, finish: @escaping @Sendable (Bool) async -> Findings = { _ in Findings() }) {
        self.baseURL = baseURL
        self.finish = finish
    }
}
