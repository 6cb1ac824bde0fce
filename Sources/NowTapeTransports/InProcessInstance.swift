import NowClient

/// An instance that answers in the same process, such as NowTapeEmbedded's embedded instance.
public protocol InProcessInstance: Sendable {
    /// Starts a fresh instance for one test session.
    func start() async throws -> StartedInstance
}

/// A started in-process instance: the origin it answers as, the transport that reaches it, and how to stop it.
public struct StartedInstance: Sendable {
    /// The origin its answers name in links, such as `http://instance.nowtape.invalid`.
    public let origin: String
    /// Reaches the instance with no socket.
    public let transport: any NowTransport
    /// Stops the instance and frees what it holds.
    public let stop: @Sendable () async -> Void

    /// A started instance.
    public init(origin: String, transport: any NowTransport, stop: @escaping @Sendable () async -> Void) {
        self.origin = origin
        self.transport = transport
        self.stop = stop
    }
}
