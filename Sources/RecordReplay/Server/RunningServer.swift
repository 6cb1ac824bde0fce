/// A server that stopped before it was listening.
public struct ServerStartError: Error, CustomStringConvertible {
    public let host: String
    public let port: Int

    public var description: String {
        "Could not listen on \(host):\(port). Pick a free port with --port, or 0 for any."
    }
}

/// A started server: its base URL, and a way to stop it.
public struct RunningServer: Sendable {
    /// `http://127.0.0.1:<port>`, or `https://…` for a TLS listener.
    public let baseURL: String
    let task: Task<Void, any Error>

    /// Runs `serve` in the background and returns once it reports its base URL, or throws why it stopped first.
    static func start(
        host: String = "127.0.0.1", port: Int = 0,
        _ serve: @escaping @Sendable (@escaping @Sendable (String) async -> Void) async throws -> Void
    ) async throws -> RunningServer {
        let (stream, continuation) = AsyncStream<String>.makeStream()
        let task = Task {
            defer { continuation.finish() }
            try await serve { continuation.yield($0) }
        }
        guard let baseURL = await stream.first(where: { _ in true }) else {
            try await task.value
            throw ServerStartError(host: host, port: port)
        }
        return RunningServer(baseURL: baseURL, task: task)
    }

    /// Stops the server and waits until it has stopped.
    public func stop() async {
        task.cancel()
        _ = await task.result
    }
}
