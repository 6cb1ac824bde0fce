import NowClient
import PlatformLimits

/// An instance that answers in the same process, such as NowTapeEmbedded's embedded instance.
public protocol InProcessInstance: Sendable {
    /// Starts a fresh instance for one test session that applies `limits`: rate limits, session synchronization
    /// and transaction quotas, as a scenario's `limits` ask.
    func start(limits: InstanceLimits) async throws -> StartedInstance
}

extension InProcessInstance {
    /// Starts a fresh instance for one test session, with no limits.
    public func start() async throws -> StartedInstance {
        try await start(limits: .none)
    }
}

/// A started in-process instance: the origin it answers as, the transport that reaches it, and how to stop it.
public struct StartedInstance: Sendable {
    /// The origin its answers name in links, such as `http://instance.nowtape.invalid`.
    public let origin: String
    /// Reaches the instance with no socket.
    public let transport: any NowTransport
    /// Stops the instance and frees what it holds.
    public let stop: @Sendable () async -> Void
    /// Moves the instance's clock on by so many seconds, so that a test's wait (for a rate limit window, say)
    /// passes at once; nil when waits must really pass, as on a live instance.
    public let advanceClock: (@Sendable (_ seconds: Double) -> Void)?

    /// A started instance.
    public init(
        origin: String, transport: any NowTransport, stop: @escaping @Sendable () async -> Void,
        advanceClock: (@Sendable (_ seconds: Double) -> Void)? = nil
    ) {
        self.origin = origin
        self.transport = transport
        self.stop = stop
        self.advanceClock = advanceClock
    }
}
