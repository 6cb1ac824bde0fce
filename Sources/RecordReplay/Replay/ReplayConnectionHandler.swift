import Cassettes
import Foundation
import NIOCore
import NIOHTTP1

/// Answers one client connection from cassettes, on the connection's event loop: it collects each request, asks
/// the replay server its route names, and writes the recorded response (after the configured latency), a miss, or
/// an error. Requests over the body limit get 413 and the connection closes; malformed HTTP gets 400 from the codec.
final class ReplayConnectionHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    /// Which replay answers a request, for which target, and the base URL its links are rewritten to.
    struct Route {
        let server: ReplayServer
        let target: String
        let own: String
        /// Whether the client addressed the instance itself through the forward proxy: then `own` is the instance's
        /// origin, requests match only interactions recorded from it, and responses go out as recorded.
        var forward = false
    }

    /// Finds the route for a request target sent to an origin; nil answers 404.
    typealias Router = @Sendable (_ target: String, _ origin: String) -> Route?

    private let router: Router
    /// How the client reached the server.
    private let scheme: ListenerScheme
    /// Large request bodies are spooled here to be matched by their hash, then let go of.
    private var request: RequestCollector
    private var route: Route?
    private var origin = ""
    private var quiescing = false
    private var answering = false

    /// A handler that spools large request bodies to `spool` and asks `router` which replay answers.
    init(scheme: ListenerScheme, spool: BodyFiles, router: @escaping Router) {
        self.scheme = scheme
        self.router = router
        request = RequestCollector(spoolingTo: spool, removingBodyFiles: true)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let part = unwrapInboundIn(data)
        if case .head(let head) = part {
            origin = scheme.name + "://" + (head.headers.first(name: "host") ?? Self.localAuthority(context))
            route = router(RequestTarget.originForm(head.uri), origin)
        }
        let step = request.receive(part, limit: route?.server.configuration.maximumBodySize)
        switch step {
        case .wait: break
        case .sendContinue(let version): ResponseWriting.writeContinue(version: version, context: context)
        case .refuse(let version):
            let limit = route?.server.configuration.maximumBodySize ?? 0
            let reply = ProxyReply.error(
                413, message: "Request body too large", detail: "The body is over \(limit) bytes; send a smaller body")
            write(reply, version: version, keepAlive: false, context: context)
        case .reject, .failed:
            if let (reply, version) = step.errorReply {
                write(reply, version: version, keepAlive: false, context: context)
            }
        case .complete(let head, let body):
            answer(head, body: body, context: context)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // Malformed HTTP: the protocol error handler has already answered 400; the connection cannot go on.
        context.close(promise: nil)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard event is ChannelShouldQuiesceEvent else { return context.fireUserInboundEventTriggered(event) }
        quiescing = true
        if request.head == nil, !answering { context.close(promise: nil) }
    }

    private static func localAuthority(_ context: ChannelHandlerContext) -> String {
        "127.0.0.1:\(context.channel.localAddress?.port ?? 0)"
    }

    private func answer(_ requestHead: HTTPRequestHead, body: Data, context: ChannelHandlerContext) {
        let keepAlive = requestHead.isKeepAlive
        guard let route else {
            let reply = ProxyReply.error(
                404, message: "No replay answers here", detail: "Send the request to the replay server's base URL")
            return write(reply, version: requestHead.version, keepAlive: keepAlive, context: context)
        }
        let answer = route.server.answer(
            method: requestHead.method.rawValue, target: route.target, origin: route.forward ? route.own : origin,
            own: route.own, forward: route.forward,
            headerValues: { requestHead.headers[$0] }, headers: { HTTPFields(endToEnd: requestHead.headers) },
            body: body)
        switch answer {
        case .reply(let reply):
            write(reply, version: requestHead.version, keepAlive: keepAlive, context: context)
        case .recorded(let response, let delay):
            let withoutBody = requestHead.method == .HEAD
            guard let delay else {
                return send(response, version: requestHead.version, keepAlive: keepAlive, withoutBody, context)
            }
            answering = true
            let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
            context.eventLoop.scheduleTask(in: TimeAmount(delay)) {
                let (handler, context) = bound.value
                handler.send(response, version: requestHead.version, keepAlive: keepAlive, withoutBody, context)
            }
        }
    }

    private func send(
        _ response: CachedResponse, version: HTTPVersion, keepAlive: Bool, _ withoutBody: Bool,
        _ context: ChannelHandlerContext
    ) {
        answering = true
        ResponseWriting.writeHead(
            status: response.status, headers: response.headers, version: version,
            closing: closing(keepAlive: keepAlive), context: context)
        if withoutBody {
            end(keepAlive: keepAlive, context: context)
        } else if let small = response.small {
            if small.readableBytes > 0 { context.write(wrapOutboundOut(.body(.byteBuffer(small))), promise: nil) }
            end(keepAlive: keepAlive, context: context)
        } else {
            sendPieces(of: response.large, from: response.large.startIndex, keepAlive: keepAlive, context: context)
        }
    }

    /// Writes a large body one piece at a time, each after the one before has gone, so it is never copied whole.
    private func sendPieces(of bytes: Data, from start: Data.Index, keepAlive: Bool, context: ChannelHandlerContext) {
        guard start < bytes.endIndex else { return end(keepAlive: keepAlive, context: context) }
        let stop = min(start + CachedResponse.pieceSize, bytes.endIndex)
        let piece = ByteBuffer(bytes: bytes[start..<stop])
        MappedBodyFile.release(bytes, before: stop)
        let written = context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(piece))))
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        written.whenComplete { result in
            let (handler, context) = bound.value
            switch result {
            case .success: handler.sendPieces(of: bytes, from: stop, keepAlive: keepAlive, context: context)
            case .failure: context.close(promise: nil)
            }
        }
    }

    private func write(_ reply: ProxyReply, version: HTTPVersion, keepAlive: Bool, context: ChannelHandlerContext) {
        answering = false
        ResponseWriting.write(reply, version: version, closing: closing(keepAlive: keepAlive), context: context)
    }

    private func end(keepAlive: Bool, context: ChannelHandlerContext) {
        answering = false
        ResponseWriting.end(closing: closing(keepAlive: keepAlive), context: context)
    }

    /// Whether the connection closes after this response.
    private func closing(keepAlive: Bool) -> Bool { !keepAlive || quiescing || request.refused }
}
