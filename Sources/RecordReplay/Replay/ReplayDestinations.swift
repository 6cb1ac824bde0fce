import NIOCore
import NIOSSL

/// What the replay server's forward proxy answers intercepted hosts with: the cassettes' interactions recorded from
/// that host, exactly as recorded.
struct ReplayDestinations: ForwardDestinations {
    let server: ReplayServer
    let forward: ForwardProxy

    var rules: ForwardProxyRules { forward.rules }

    func serverContext(forHost host: String) throws -> NIOSSLContext {
        try forward.authority.identity(for: [host]).context
    }

    func handler(forOrigin origin: String, scheme: ListenerScheme) -> any ChannelHandler {
        let server = self.server
        return ReplayConnectionHandler(scheme: scheme) { target, _ in
            ReplayConnectionHandler.Route(server: server, target: target, own: origin, forward: true)
        }
    }
}
