/// A server on a socket: it serves until its task is cancelled, reporting its base URL once it is listening.
/// The embedded instance, the replay server and the recording proxy are all one.
public protocol SocketServer: Sendable {
    /// What the server is, as messages name it: `The embedded instance`, say.
    var serverName: String { get }
    /// The address and port it listens on; port 0 takes any free one.
    var listenAddress: (host: String, port: Int) { get }
    /// Serves until cancelled; `onReady` gets the base URL once the socket is bound.
    func run(onReady: @escaping @Sendable (String) async -> Void) async throws
}

extension SocketServer {
    /// Starts serving in the background and returns once the socket is bound, or throws why it could not bind.
    /// The caller must ``RunningServer/stop()`` it; ``withRunning(_:)`` does that itself.
    public func start() async throws -> RunningServer {
        let address = listenAddress
        return try await RunningServer.start(serverName, host: address.host, port: address.port) { onReady in
            try await self.run(onReady: onReady)
        }
    }

    /// Runs `body` with the base URL of this server, started for it, and stops the server when `body` returns or
    /// throws, after the requests in flight: no server outlives its scope.
    ///
    /// ```swift
    /// try await instance.withRunning { baseURL in
    ///     let client = try NowClient(baseURL: baseURL, authentication: .basic(user: "admin", password: "admin"))
    ///     …
    /// }
    /// ```
    public func withRunning<Result: Sendable>(
        _ body: (_ baseURL: String) async throws -> Result
    ) async throws -> Result {
        let running = try await start()
        let result: Result
        do {
            result = try await body(running.baseURL)
        } catch {
            await running.stop()
            throw error
        }
        await running.stop()
        return result
    }
}
