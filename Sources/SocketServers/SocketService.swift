import ServiceLifecycle

/// A ``SocketServer`` as a swift-service-lifecycle `Service`, to run in a `ServiceGroup` beside an application's
/// own services: it serves until the group shuts down gracefully (on SIGTERM, say), then stops, giving the requests
/// in flight at most `drainDeadline` before it leaves them. A server that cannot listen, or stops by itself, ends
/// the service with its error.
public struct SocketService<Server: SocketServer>: Service {
    public let server: Server
    /// How long the requests in flight may take to finish once shutdown starts.
    public var drainDeadline: Duration
    private let onReady: @Sendable (_ baseURL: String) async -> Void
    private let onStopping: @Sendable () -> Void
    private let onAbandoned: @Sendable () -> Void

    /// A service that runs `server`: `onReady` gets its base URL once it listens, `onStopping` is called when
    /// shutdown starts, and `onAbandoned` when requests were still in flight at the deadline.
    public init(
        _ server: Server, drainDeadline: Duration = .seconds(10),
        onReady: @escaping @Sendable (_ baseURL: String) async -> Void = { _ in },
        onStopping: @escaping @Sendable () -> Void = {}, onAbandoned: @escaping @Sendable () -> Void = {}
    ) {
        self.server = server
        self.drainDeadline = drainDeadline
        self.onReady = onReady
        self.onStopping = onStopping
        self.onAbandoned = onAbandoned
    }

    private enum Event: Sendable {
        case shutdown
        case ended(Result<Void, any Error>)
    }

    public func run() async throws {
        let running = try await server.start()
        await onReady(running.baseURL)
        let (events, continuation) = AsyncStream<Event>.makeStream()
        let watcher = Task { continuation.yield(.ended(await running.ended)) }
        defer { watcher.cancel() }
        let event = await withTaskCancellationOrGracefulShutdownHandler {
            await events.first { _ in true }
        } onCancelOrGracefulShutdown: {
            continuation.yield(.shutdown)
        }
        switch event {
        case .ended(let result):
            try result.get()
        case .shutdown, nil:
            onStopping()
            if !(await running.stop(within: drainDeadline)) { onAbandoned() }
        }
    }
}
