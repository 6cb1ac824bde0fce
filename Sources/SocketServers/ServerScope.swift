import Synchronization

/// A scope that owns the servers started inside it: when its body returns or throws, every server started there
/// (by ``SocketServer/start()`` or ``RunningServer/start(_:host:port:_:)``, in the body or in tasks it created)
/// and still running is stopped, after its requests in flight. Scopes nest; a server belongs to the innermost.
///
/// ```swift
/// try await ServerScope.run {
///     let upstream = try await instance.start()
///     let proxy = try await RecordingProxy(configuration: .init(upstream: upstream.baseURL)).start()
///     …   // a throw here still stops both
/// }
/// ```
public final class ServerScope: Sendable {
    @TaskLocal static var current: ServerScope?

    private let running = Mutex<[RunningServer]>([])
    private let stopDeadline: Duration

    private init(stopDeadline: Duration) {
        self.stopDeadline = stopDeadline
    }

    /// Runs `body` in a new scope and stops the servers it left running, giving each at most `stopDeadline` to
    /// finish its requests in flight: a connection left half-sent cannot keep the scope from ending; what is still
    /// open then closes when the process exits.
    public static func run<Result: Sendable>(
        stopDeadline: Duration = .seconds(10), _ body: () async throws -> Result
    ) async throws -> Result {
        let scope = ServerScope(stopDeadline: stopDeadline)
        let result: Result
        do {
            result = try await $current.withValue(scope) { try await body() }
        } catch {
            await scope.stopAll()
            throw error
        }
        await scope.stopAll()
        return result
    }

    /// Keeps `server` to stop when the scope ends.
    func adopt(_ server: RunningServer) {
        running.withLock { $0.append(server) }
    }

    private func stopAll() async {
        let servers = running.withLock { servers in
            defer { servers = [] }
            return servers
        }
        for server in servers.reversed() { _ = await server.stop(within: stopDeadline) }
    }
}
