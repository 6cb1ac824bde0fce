import NIOCore

/// The recording proxy's listener: each client connection forwards over its own keep-alive upstream connection on
/// the same event loop. In forward-proxy mode, each intercepted host's requests go to that host (or its mapping)
/// and are recorded under the host's own origin.
enum RecordingListener {
    /// Binds, reports the base URL, and serves until the task is cancelled (see `Listener.run`).
    static func run(
        _ proxy: RecordingProxy, upstream: UpstreamEndpoint, onReady: @escaping @Sendable (String) async -> Void
    ) async throws {
        try await Listener.run(
            host: proxy.configuration.host, port: proxy.configuration.port, tls: proxy.configuration.tls?.context,
            forward: proxy.configuration.forwardProxy.map { RecordingDestinations(proxy: proxy, forward: $0) },
            handler: { scheme in ProxyConnectionHandler(proxy: proxy, scheme: scheme, upstream: upstream) },
            onReady: onReady)
    }
}

/// What the recorder's forward proxy answers intercepted hosts with: forwarding, recorded under the host's origin,
/// with links and cookies left as the instance sent them.
struct RecordingDestinations: ForwardDestinations {
    let proxy: RecordingProxy
    let forward: ForwardProxy

    /// A mapped host's upstream names itself in links; the client and the cassette see the host instead.
    func handler(forOrigin origin: String, scheme: ListenerScheme) -> any ChannelHandler {
        let endpoint = proxy.endpoint(forOrigin: origin)
        let mapped = endpoint.origin != origin
        let exchange = ProxyExchange(
            proxy: proxy, upstreamOrigin: origin,
            view: mapped ? ClientView(upstream: endpoint.origin, own: origin) : .instanceOrigin,
            rebasing: mapped ? LinkRewriter(origin: endpoint.origin, to: origin) : nil)
        return ProxyConnectionHandler(proxy: proxy, scheme: scheme, upstream: endpoint, exchange: exchange)
    }
}
