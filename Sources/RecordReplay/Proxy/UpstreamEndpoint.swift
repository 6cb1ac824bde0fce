import Foundation
import NIOCore
import NIOPosix
import NIOSSL

/// Where the proxy forwards: a host and port, over TLS when the upstream is `https`, with the Host header and TLS
/// server name it sends.
struct UpstreamEndpoint: Sendable {
    /// `scheme://host[:port]`, as recorded in the cassette.
    let origin: String
    let host: String
    let port: Int
    /// The Host header sent upstream: the host, and the port unless it is the scheme's default.
    let authority: String
    /// The client TLS context for an `https` upstream; nil for plain HTTP.
    let tls: NIOSSLContext?

    /// The endpoint for an `http` or `https` origin; nil for anything else. An `https` origin needs `tls`.
    init?(origin: String, tls: NIOSSLContext?) {
        guard let components = URLComponents(string: origin), let scheme = components.scheme?.lowercased(),
            let host = components.host, !host.isEmpty, scheme == "http" || (scheme == "https" && tls != nil)
        else { return nil }
        self.origin = origin
        self.host = host
        let defaultPort = scheme == "https" ? 443 : 80
        port = components.port ?? defaultPort
        let shownHost = host.contains(":") ? "[\(host)]" : host
        authority = port == defaultPort ? shownHost : "\(shownHost):\(port)"
        self.tls = scheme == "https" ? tls : nil
    }

    /// The name sent in TLS's server name indication: the host, unless it is an IP address, which SNI cannot carry
    /// (the certificate is then checked against the address).
    var serverName: String? {
        (try? SocketAddress(ipAddress: host, port: 0)) == nil ? host : nil
    }

    /// Opens a connection on `eventLoop` that speaks HTTP/1.1, over TLS when the upstream needs it.
    func connect(on eventLoop: any EventLoop, idleTimeout: TimeAmount) -> EventLoopFuture<any Channel> {
        let tls = self.tls
        let serverName = self.serverName
        return ClientBootstrap(group: eventLoop)
            .channelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .connectTimeout(.seconds(10))
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let pipeline = channel.pipeline.syncOperations
                    if let tls {
                        try pipeline.addHandler(NIOSSLClientHandler(context: tls, serverHostname: serverName))
                    }
                    // Silence in both directions for the whole timeout, while a request waits, is a timeout.
                    try pipeline.addHandler(IdleStateHandler(allTimeout: idleTimeout))
                    try pipeline.addHTTPClientHandlers(enableOutboundHeaderValidation: false)
                }
            }
            .connect(host: host, port: port)
    }
}
