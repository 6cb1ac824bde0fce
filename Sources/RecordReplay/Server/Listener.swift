import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import SocketServers
import Synchronization

/// The SwiftNIO server every NowTape listener but the embedded instance runs on: the recording proxy and the replay
/// server, in the clear or over TLS with HTTP/2. Its handlers answer on the connection's event loop, with no hop to
/// a task.
enum Listener {
    /// Binds, reports the base URL, and serves until the task is cancelled; then it stops accepting, lets requests
    /// under way finish, and closes every connection. With `tls`, connections speak TLS and the base URL is
    /// `https`. With `forward`, it is a forward proxy to those destinations instead. `handler` makes the handler that follows the HTTP codec on each new connection or HTTP/2 stream.
    static func run(
        host: String, port: Int, tls: NIOSSLContext? = nil, forward: (any ForwardDestinations)? = nil,
        handler: @escaping ConnectionHandlerFactory, onReady: @escaping @Sendable (String) async -> Void
    ) async throws {
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
                        if let forward {
                            try ForwardProxyHandler.configure(channel, destinations: forward)
                        } else if let tls {
                            try ConnectionPipeline.configureSecure(channel, context: tls, handler: handler)
                        } else {
                            try ConnectionPipeline.configurePlain(channel, handler: handler)
                        }
                    }
                }
                .bind(host: host, port: port).get()
        } catch {
            throw ServerStartError(server: "The server", host: host, port: port, reason: "\(error)")
        }
        let shownHost = host.contains(":") ? "[\(host)]" : host
        let scheme = tls == nil ? "http" : "https"
        await onReady("\(scheme)://\(shownHost):\(server.localAddress?.port ?? port)")
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
