/// The recording proxy's listener: each client connection forwards over its own keep-alive upstream connection on
/// the same event loop.
enum DirectProxyServer {
    /// Binds, reports the base URL, and serves until the task is cancelled (see `DirectServer.run`).
    static func run(
        _ proxy: RecordingProxy, upstream: UpstreamEndpoint, onReady: @escaping @Sendable (String) async -> Void
    ) async throws {
        try await DirectServer.run(
            host: proxy.configuration.host, port: proxy.configuration.port, tls: proxy.configuration.tls?.context,
            handler: { scheme in ProxyConnectionHandler(proxy: proxy, scheme: scheme, upstream: upstream) },
            onReady: onReady)
    }
}
