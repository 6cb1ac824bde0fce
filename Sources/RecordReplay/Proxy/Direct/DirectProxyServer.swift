/// The recording proxy's own SwiftNIO server for plain-HTTP upstreams, such as the embedded instance: each client
/// connection forwards over its own keep-alive upstream connection on the same event loop.
enum DirectProxyServer {
    /// Binds, reports the base URL, and serves until the task is cancelled (see `DirectServer.run`).
    static func run(
        _ proxy: RecordingProxy, upstreamHost: String, upstreamPort: Int,
        onReady: @escaping @Sendable (String) async -> Void
    ) async throws {
        try await DirectServer.run(
            host: proxy.configuration.host, port: proxy.configuration.port,
            handler: { ProxyConnectionHandler(proxy: proxy, upstreamHost: upstreamHost, upstreamPort: upstreamPort) },
            onReady: onReady)
    }
}
