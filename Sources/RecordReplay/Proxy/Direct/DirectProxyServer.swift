import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// The recording proxy's own SwiftNIO server for plain-HTTP upstreams, such as the embedded instance: each client
/// connection forwards over its own keep-alive upstream connection on the same event loop.
enum DirectProxyServer {
    /// Binds, reports the base URL, and serves until the task is cancelled; then it stops accepting, lets requests
    /// under way finish, and closes every connection.
    static func run(
        _ proxy: RecordingProxy, upstreamHost: String, upstreamPort: Int,
        onReady: @escaping @Sendable (String) async -> Void
    ) async throws {
        let host = proxy.configuration.host
        let port = proxy.configuration.port
        let connections = OpenConnections()
        let server: Channel
        do {
            server = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .serverChannelOption(ChannelOptions.backlog, value: 256)
                .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
                .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
                .childChannelInitializer { channel in
                    connections.insert(channel)
                    return channel.eventLoop.makeCompletedFuture {
                        let pipeline = channel.pipeline.syncOperations
                        try pipeline.configureHTTPServerPipeline(withErrorHandling: true)
                        try pipeline.addHandler(
                            ProxyConnectionHandler(proxy: proxy, upstreamHost: upstreamHost, upstreamPort: upstreamPort)
                        )
                    }
                }
                .bind(host: host, port: port).get()
        } catch {
            throw ServerStartError(host: host, port: port)
        }
        let shownHost = host.contains(":") ? "[\(host)]" : host
        await onReady("http://\(shownHost):\(server.localAddress?.port ?? port)")
        await withTaskCancellationHandler {
            try? await server.closeFuture.get()
        } onCancel: {
            server.close(promise: nil)
        }
        await connections.quiesce()
    }
}

/// The client connections a server has open, so stopping can wait for them.
private final class OpenConnections: Sendable {
    private let channels = Mutex<[ObjectIdentifier: any Channel]>([:])

    func insert(_ channel: any Channel) {
        let key = ObjectIdentifier(channel)
        channels.withLock { $0[key] = channel }
        channel.closeFuture.whenComplete { [self] _ in _ = channels.withLock { $0.removeValue(forKey: key) } }
    }

    /// Asks every connection to close once its request under way is answered, and waits until all have closed.
    func quiesce() async {
        let open = channels.withLock { Array($0.values) }
        for channel in open { channel.pipeline.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent()) }
        for channel in open { try? await channel.closeFuture.get() }
    }
}
