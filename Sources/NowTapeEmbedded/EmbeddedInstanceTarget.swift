import Cassettes
import Foundation
import NowClient
import NowInstance
import NowQuery
import NowTapeTransports
import Synchronization

/// The embedded instance as a NowTape test's target: each session gets a fresh instance in the same process,
/// seeded the same way and on a clock stopped at the seed's reference time, so recordings come out the same on
/// every run and every machine.
public struct EmbeddedInstanceTarget: InProcessInstance {
    /// The origin the instance answers as; links in its answers name it.
    public var origin: String
    /// Makes the configuration of each fresh instance.
    public var configuration: @Sendable () -> InstanceConfiguration

    /// A target whose instances `configuration` describes, answering as `origin`.
    public init(
        origin: String = Cassette.placeholderOrigin,
        configuration: @escaping @Sendable () -> InstanceConfiguration
    ) {
        self.origin = origin
        self.configuration = configuration
    }

    public func start(limits: InstanceLimits) async throws -> StartedInstance {
        var configuration = configuration()
        if !limits.isEmpty { configuration.limits = limits }
        // The configured clock, moved on by the test's waits: a wait on the embedded instance passes at once.
        let waited = WaitedSeconds()
        let base = configuration.clock
        configuration.clock = { base().adding(seconds: waited.seconds.load(ordering: .relaxed)) }
        let instance = try await EmbeddedInstance.prepare(configuration)
        let responder = instance.inProcess(origin: origin)
        return StartedInstance(
            origin: origin, transport: EmbeddedTransport(responder: responder),
            stop: { withExtendedLifetime(instance) {} },
            advanceClock: { seconds in
                waited.seconds.add(Int(max(0, seconds).rounded(.up)), ordering: .relaxed)
            })
    }
}

extension InProcessInstance where Self == EmbeddedInstanceTarget {
    /// A fresh embedded instance per test, with `updateSets` installed (paths from the package's folder) and
    /// `seedIncidents` incidents.
    public static func instance(updateSets: [String] = [], seedIncidents: Int = 200) -> Self {
        EmbeddedInstanceTarget {
            var configuration = InstanceConfiguration(
                seedIncidents: seedIncidents, clock: { SeedData.referenceDate }, updateSets: updateSets)
            configuration.serverLogLevel = .critical
            configuration.measuresElapsedTime = false
            return configuration
        }
    }
}

/// The seconds a test's waits have moved an instance's clock on.
private final class WaitedSeconds: Sendable {
    let seconds = Atomic<Int>(0)
}

/// Reaches an embedded instance's router directly: no socket, no HTTP parsing.
public struct EmbeddedTransport: NowTransport {
    /// The instance's in-process responder.
    public let responder: InProcessResponder

    /// A transport to `responder`.
    public init(responder: InProcessResponder) {
        self.responder = responder
    }

    public func send(_ request: NowHTTPRequest) async throws(NowClientError) -> NowHTTPResponse {
        // A request answered in process may never suspend; giving other tasks a turn here, as a network round trip
        // would, keeps a busy client from holding a Swift concurrency thread through a whole run.
        await Task.yield()
        let answer = await responder.respond(
            method: request.method, target: request.url, headers: request.headers,
            body: request.body)
        return NowHTTPResponse(
            status: answer.status, headers: answer.headers, body: answer.body)
    }
}
