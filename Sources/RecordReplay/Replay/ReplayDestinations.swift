import NIOCore

/// What the replay server's forward proxy answers intercepted hosts with: the cassettes' interactions recorded from
/// that host, exactly as recorded.
struct ReplayDestinations: ForwardDestinations {
    let server: ReplayServer
    let forward: ForwardProxy

    func handler(forOrigin origin: String, scheme: ListenerScheme) -> any ChannelHandler {
        let server = self.server
        return ReplayConnectionHandler(scheme: scheme, spool: server.spooledBodies) { target, _ in
            ReplayConnectionHandler.Route(server: server, target: target, own: origin, forward: true)
        }
    }
}
