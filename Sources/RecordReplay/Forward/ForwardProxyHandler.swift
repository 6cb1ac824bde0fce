import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL

/// The first handler on a forward-proxy connection. A CONNECT to an intercepted host becomes TLS with a
/// certificate for that host, then HTTP/2 or HTTP/1.1 answered by the destination's handler; a CONNECT to another
/// host is refused, or tunnelled blind when the rules allow. A plain-HTTP request in absolute form
/// (`GET http://host/…`) follows the same rules. A request in origin form is refused: the client treats the proxy
/// as a server.
final class ForwardProxyHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let destinations: any ForwardDestinations
    /// The CONNECT request being read, until its end.
    private var connectTarget: (host: String, port: Int, version: HTTPVersion)?
    /// The handler answering plain-HTTP requests, and the origin it answers for.
    private var inner: (origin: String, handler: any RemovableChannelHandler)?
    /// The answer to a refused request, sent once its body has been read and dropped.
    private var refusal: (reply: ProxyReply, version: HTTPVersion, keepAlive: Bool)?

    init(destinations: any ForwardDestinations) {
        self.destinations = destinations
    }

    /// Sets up a forward-proxy connection: HTTP/1.1 with handlers that can be taken out again after a CONNECT.
    static func configure(_ channel: any Channel, destinations: any ForwardDestinations) throws {
        let pipeline = channel.pipeline.syncOperations
        try pipeline.addHandler(HTTPResponseEncoder())
        try pipeline.addHandler(ByteToMessageHandler(HTTPRequestDecoder(leftOverBytesStrategy: .forwardBytes)))
        try pipeline.addHandler(HTTPServerPipelineHandler())
        try pipeline.addHandler(HTTPServerProtocolErrorHandler())
        try pipeline.addHandler(ForwardProxyHandler(destinations: destinations))
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let part = unwrapInboundIn(data)
        switch part {
        case .head(let head) where head.method == .CONNECT:
            guard let (host, port) = Self.authority(head.uri) else {
                return refuse(
                    400, message: "Bad CONNECT target",
                    detail: "CONNECT needs host:port, such as dev12345.service-now.com:443", head: head,
                    context: context)
            }
            connectTarget = (host, port, head.version)
        case .head(let head):
            guard let origin = RequestTarget.absoluteOrigin(head.uri), let host = Self.host(ofOrigin: origin) else {
                return refuse(
                    400, message: "This is a forward proxy",
                    detail: "Set it as the client's HTTP and HTTPS proxy (HTTPS_PROXY, or the simulator's proxy "
                        + "settings) and send requests to the instance's own URL", head: head, context: context)
            }
            guard destinations.rules.intercepts(host) else {
                return refuse(
                    403, message: "\(host) is not an instance this proxy serves",
                    detail: Self.notInterceptedHint, head: head, context: context)
            }
            if inner?.origin != origin { switchInner(to: origin, context: context) }
            context.fireChannelRead(data)
        case .body, .end:
            if case .end = part, let target = connectTarget {
                connectTarget = nil
                return connect(to: target, context: context)
            }
            if let pending = refusal {
                guard case .end = part else { return }
                refusal = nil
                return writeReply(
                    pending.reply, version: pending.version, closing: !pending.keepAlive, context: context)
            }
            if connectTarget == nil { context.fireChannelRead(data) }
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }

    static let notInterceptedHint =
        "Name the instance's host when starting NowTape (--upstream, --intercept HOST or --map HOST=URL), or pass "
        + "--tunnel-others to let other hosts through unrecorded"

    // MARK: CONNECT

    private func connect(to target: (host: String, port: Int, version: HTTPVersion), context: ChannelHandlerContext) {
        if destinations.rules.intercepts(target.host) {
            intercept(target, context: context)
        } else if destinations.rules.tunnelsOtherHosts {
            tunnel(target, context: context)
        } else {
            writeReply(
                ProxyReply.error(
                    403, message: "\(target.host) is not an instance this proxy serves", detail: Self.notInterceptedHint
                ),
                version: target.version, closing: true, context: context)
        }
    }

    private func intercept(_ target: (host: String, port: Int, version: HTTPVersion), context: ChannelHandlerContext) {
        let tls: NIOSSLContext
        do {
            tls = try destinations.serverContext(forHost: target.host)
        } catch {
            return writeReply(
                ProxyReply.error(502, message: "No certificate for \(target.host)", detail: "\(error)"),
                version: target.version, closing: true, context: context)
        }
        let shownHost = target.host.contains(":") ? "[\(target.host)]" : target.host
        let secureOrigin = "https://" + shownHost + (target.port == 443 ? "" : ":\(target.port)")
        let plainOrigin = "http://" + shownHost + (target.port == 80 ? "" : ":\(target.port)")
        established(target.version, context: context)
        let destinations = self.destinations
        let sniffer = TLSSniffer { isTLS, channel in
            if isTLS {
                try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: tls))
                try ConnectionPipeline.afterTLS(channel) { scheme in
                    destinations.handler(forOrigin: secureOrigin, scheme: scheme)
                }
            } else {
                try ConnectionPipeline.configurePlain(channel) { scheme in
                    destinations.handler(forOrigin: plainOrigin, scheme: scheme)
                }
            }
        }
        do {
            try removeHTTPHandlers(context: context)
            try context.pipeline.syncOperations.addHandler(sniffer)
            try removeCodec(context: context)
        } catch {
            context.close(promise: nil)
        }
    }

    private func tunnel(_ target: (host: String, port: Int, version: HTTPVersion), context: ChannelHandlerContext) {
        // Reading pauses until the other side is connected, so nothing arrives with nowhere to go.
        context.channel.setOption(ChannelOptions.autoRead, value: false).whenFailure { _ in }
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        ClientBootstrap(group: context.eventLoop)
            .connectTimeout(.seconds(10))
            .connect(host: target.host, port: target.port)
            .whenComplete { result in
                let (handler, context) = bound.value
                switch result {
                case .success(let remote):
                    let (local, far) = TunnelGlue.pair()
                    handler.established(target.version, context: context)
                    do {
                        try remote.pipeline.syncOperations.addHandler(far)
                        try handler.removeHTTPHandlers(context: context)
                        try context.pipeline.syncOperations.addHandler(local)
                        try handler.removeCodec(context: context)
                    } catch {
                        remote.close(promise: nil)
                        context.close(promise: nil)
                    }
                    context.channel.setOption(ChannelOptions.autoRead, value: true).whenFailure { _ in }
                case .failure(let error):
                    context.channel.setOption(ChannelOptions.autoRead, value: true).whenFailure { _ in }
                    handler.writeReply(
                        ProxyReply.error(
                            502, message: "Could not reach \(target.host):\(target.port)", detail: "\(error)"),
                        version: target.version, closing: true, context: context)
                }
            }
    }

    /// `200 Connection Established`: from here on the bytes are the tunnel's.
    private func established(_ version: HTTPVersion, context: ChannelHandlerContext) {
        let head = HTTPResponseHead(
            version: version, status: .custom(code: 200, reasonPhrase: "Connection Established"),
            headers: ["Content-Length": "0"])
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
    }

    /// Takes out the HTTP/1.1 server handlers and this one, leaving the codec, which goes last so that bytes the
    /// client sent early reach whatever follows.
    private func removeHTTPHandlers(context: ChannelHandlerContext) throws {
        let pipeline = context.pipeline.syncOperations
        pipeline.removeHandler(try pipeline.handler(type: HTTPServerPipelineHandler.self), promise: nil)
        pipeline.removeHandler(try pipeline.handler(type: HTTPServerProtocolErrorHandler.self), promise: nil)
        pipeline.removeHandler(context: context, promise: nil)
    }

    private func removeCodec(context: ChannelHandlerContext) throws {
        let pipeline = context.channel.pipeline.syncOperations
        pipeline.removeHandler(try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self), promise: nil)
        pipeline.removeHandler(try pipeline.handler(type: HTTPResponseEncoder.self), promise: nil)
    }

    // MARK: Plain HTTP in absolute form

    private func switchInner(to origin: String, context: ChannelHandlerContext) {
        let pipeline = context.pipeline.syncOperations
        if let inner { pipeline.removeHandler(inner.handler, promise: nil) }
        let scheme: ListenerScheme = origin.hasPrefix("https:") ? .https : .http
        guard let handler = destinations.handler(forOrigin: origin, scheme: scheme) as? any RemovableChannelHandler,
            (try? pipeline.addHandler(handler, position: .after(self))) != nil
        else { return }
        inner = (origin, handler)
    }

    private func refuse(
        _ status: Int, message: String, detail: String, head: HTTPRequestHead, context: ChannelHandlerContext
    ) {
        refusal = (ProxyReply.error(status, message: message, detail: detail), head.version, head.isKeepAlive)
    }

    private func writeReply(_ reply: ProxyReply, version: HTTPVersion, closing: Bool, context: ChannelHandlerContext) {
        ResponseWriting.write(reply, version: version, closing: closing, context: context)
    }

    // MARK: Parsing

    /// `host` and `port` of a CONNECT target `host:port` (or `[v6]:port`).
    static func authority(_ target: String) -> (String, Int)? {
        guard let colon = target.lastIndex(of: ":"), let port = Int(target[target.index(after: colon)...]),
            (1...65_535).contains(port)
        else { return nil }
        var host = String(target[..<colon])
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard !host.isEmpty, !host.contains("/"), !host.contains("@") else { return nil }
        return (host.lowercased(), port)
    }

    /// The host of `scheme://host[:port]`.
    static func host(ofOrigin origin: String) -> String? {
        URLComponents(string: origin)?.host?.lowercased()
    }
}
