/// A started server: its base URL, and a way to stop it.
public struct RunningServer: Sendable {
    /// `http://127.0.0.1:<port>`, or `https://…` for a TLS listener.
    public let baseURL: String
    let task: Task<Void, any Error>

    /// Runs `serve` in the background and returns once it reports its base URL, or throws why it stopped first: a
    /// ``ServerStartError`` naming `server`, `host` and `port`, with the error `serve` threw as its reason.
    public static func start(
        _ server: String, host: String, port: Int,
        _ serve: @escaping @Sendable (_ onReady: @escaping @Sendable (String) async -> Void) async throws -> Void
    ) async throws -> RunningServer {
        let (stream, continuation) = AsyncStream<String>.makeStream()
        let task = Task {
            defer { continuation.finish() }
            try await serve { continuation.yield($0) }
        }
        guard let baseURL = await stream.first(where: { _ in true }) else {
            do {
                try await task.value
            } catch let error as ServerStartError {
                throw error
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                throw ServerStartError(server: server, host: host, port: port, reason: "\(error)")
            }
            throw ServerStartError(server: server, host: host, port: port)
        }
        let running = RunningServer(baseURL: baseURL, task: task)
        ServerScope.current?.adopt(running)
        return running
    }

    /// Stops the server and waits until it has stopped: the requests in flight finish first.
    public func stop() async {
        task.cancel()
        _ = await task.result
    }
}
