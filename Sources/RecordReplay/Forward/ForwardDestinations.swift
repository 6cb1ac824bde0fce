import NIOCore
import NIOSSL

/// What a forward proxy answers with: the recorder forwards and records, the replay server replays. The forward
/// proxy itself only decides which host a request is for, and whether to intercept it.
protocol ForwardDestinations: Sendable {
    /// The rules and the CA that signs each intercepted host's certificate.
    var forward: ForwardProxy { get }

    /// The handler for requests a client addresses to `origin` (`scheme://host[:port]`) through the proxy, on a
    /// connection it reached with `scheme`.
    func handler(forOrigin origin: String, scheme: ListenerScheme) -> any ChannelHandler
}

extension ForwardDestinations {
    /// Which hosts are intercepted, and whether the others are tunnelled.
    var rules: ForwardProxyRules { forward.rules }

    /// The server TLS context that impersonates `host` to the client, with a certificate the local CA signs.
    func serverContext(forHost host: String) throws -> NIOSSLContext {
        try forward.authority.identity(for: [host]).context
    }
}
