import Cassettes
import Foundation
import NIOCore
import NIOHTTP1

/// One client connection (or HTTP/2 stream) to the recording proxy. The connection, its own keep-alive connection
/// to the upstream (plain or TLS) and every step of a request run on one event loop, so forwarding costs no thread
/// hops.
///
/// A request is read whole (up to the body limit; a large body spooled to its body file as it arrives), answered from
/// the cassette when it holds it, and otherwise sent upstream, a large body piece by piece. Text responses are collected so their links can be rewritten; other bodies stream to the client as they
/// arrive, reading from the upstream only as fast as the client takes them. Either way the interaction reaches the
/// journal before the response's last byte.
final class ProxyConnectionHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    /// A request sent upstream and not yet answered. A class, so each part of the response updates it in place
    /// rather than copying everything it holds.
    private final class Forwarded {
        let request: RecordedRequest
        let exchange: ProxyExchange
        let version: HTTPVersion
        let keepAlive: Bool
        let started: Date
        /// The upstream response's status and end-to-end headers, once its head arrived.
        var status: Int?
        var headers = HTTPFields()
        /// Whether the body is collected whole for link rewriting rather than streamed.
        var collects = false
        /// Whether the upstream keeps its connection open after this response.
        var upstreamKeepsAlive = true
        /// Whether the request went out on a connection an earlier request already used, which the upstream may
        /// have been closing at that moment.
        var onReusedConnection = false
        /// Whether the request was already sent again after such a close.
        var resent = false
        /// Every body byte so far, for the cassette.
        let body: BodySpool

        init(
            request: RecordedRequest, exchange: ProxyExchange, version: HTTPVersion, keepAlive: Bool, started: Date,
            body: BodySpool
        ) {
            self.request = request
            self.exchange = exchange
            self.version = version
            self.keepAlive = keepAlive
            self.started = started
            self.body = body
        }
    }

    private let proxy: RecordingProxy
    /// How the client reached the proxy.
    private let scheme: ListenerScheme
    private let endpoint: UpstreamEndpoint
    private var context: ChannelHandlerContext?
    /// The client's request being gathered; one over the body limit is answered 413 and the connection closes.
    private var request: RequestCollector
    private var forwarded: Forwarded?
    private var upstream: Channel?
    /// Why the upstream connection failed, such as a certificate that did not verify, once it has.
    private var upstreamError: (any Error)?
    private var quiescing = false
    private var cachedExchange: (host: String, exchange: ProxyExchange)?
    private let fixedExchange: ProxyExchange?

    /// A handler forwarding to `upstream`. Without `exchange`, responses are shown to the client under the address
    /// it reached the proxy at (reverse mode); with one, as it says (the forward proxy shows the instance's own).
    init(proxy: RecordingProxy, scheme: ListenerScheme, upstream: UpstreamEndpoint, exchange: ProxyExchange? = nil) {
        self.proxy = proxy
        self.scheme = scheme
        endpoint = upstream
        fixedExchange = exchange
        request = RequestCollector(spoolingTo: proxy.bodyFiles)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        self.context = nil
    }

    // MARK: The client's side

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let step = request.receive(unwrapInboundIn(data), limit: proxy.configuration.maximumBodySize)
        switch step {
        case .wait: break
        case .sendContinue(let version): ResponseWriting.writeContinue(version: version, context: context)
        case .refuse(let version):
            write(exchange(for: context, host: nil).bodyTooLarge, version: version, keepAlive: false, context: context)
        case .reject, .failed:
            if let (reply, version) = step.errorReply {
                write(reply, version: version, keepAlive: false, context: context)
            }
        case .complete(let head, let body):
            handle(head, body: body, context: context)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        forwarded = nil
        upstream?.close(promise: nil)
        upstream = nil
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // Malformed HTTP: the protocol error handler has already answered 400; the connection cannot go on.
        context.close(promise: nil)
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        // A slow client holds back reading from the upstream, so a large body never piles up here.
        upstream?.setOption(ChannelOptions.autoRead, value: context.channel.isWritable).whenFailure { _ in }
        context.fireChannelWritabilityChanged()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard event is ChannelShouldQuiesceEvent else { return context.fireUserInboundEventTriggered(event) }
        quiescing = true
        if request.head == nil, forwarded == nil { context.close(promise: nil) }
    }

    private func exchange(for context: ChannelHandlerContext, host: String?) -> ProxyExchange {
        if let fixedExchange { return fixedExchange }
        let host = host ?? "127.0.0.1:\(context.channel.localAddress?.port ?? 0)"
        if let cached = cachedExchange, cached.host == host { return cached.exchange }
        let made = ProxyExchange(proxy: proxy, ownOrigin: scheme.name + "://" + host)
        cachedExchange = (host, made)
        return made
    }

    private func handle(_ head: HTTPRequestHead, body: Data, context: ChannelHandlerContext) {
        let exchange = exchange(for: context, host: head.headers.first(name: "host"))
        let request = exchange.recordedRequest(
            method: head.method.rawValue, target: head.uri, headers: HTTPFields(endToEnd: head.headers),
            body: body)
        if let reply = exchange.reply(for: request) {
            return write(reply, version: head.version, keepAlive: head.isKeepAlive, context: context)
        }
        forwarded = Forwarded(
            request: request, exchange: exchange, version: head.version, keepAlive: head.isKeepAlive,
            started: Date(), body: proxy.bodySpool())
        if let upstream, upstream.isActive {
            forwarded?.onReusedConnection = true
            send(request, on: upstream)
        } else {
            connect(context: context)
        }
    }

    // MARK: The upstream's side

    private func connect(context: ChannelHandlerContext) {
        upstreamError = nil
        endpoint.connect(on: context.eventLoop, idleTimeout: proxy.configuration.upstreamTimeout)
            .assumeIsolated()
            .whenComplete { [self] result in
                switch result {
                case .success(let channel):
                    guard forwarded != nil, self.context != nil else { return channel.close(promise: nil) }
                    do {
                        try channel.pipeline.syncOperations.addHandler(UpstreamResponseHandler(owner: self))
                    } catch {
                        channel.close(promise: nil)
                        return fail(.unreachable(endpoint.origin, error))
                    }
                    upstream = channel
                    // A connection the upstream already dropped never tells the handler added after the fact.
                    guard channel.isActive else { return upstreamClosed(channel) }
                    if let request = forwarded?.request { send(request, on: channel) }
                case .failure(let error):
                    fail(.unreachable(endpoint.origin, error))
                }
            }
    }

    private func send(_ request: RecordedRequest, on channel: Channel) {
        var headers = request.headers.removing(Self.answeredHere).nioHeaders()
        headers.replaceOrAdd(name: "Host", value: endpoint.authority)
        if !request.body.isEmpty || Self.methodsWithBodies.contains(request.method) {
            headers.replaceOrAdd(name: "Content-Length", value: String(request.body.count))
        }
        let head = HTTPRequestHead(
            version: .http1_1, method: HTTPMethod(rawValue: request.method), uri: request.target, headers: headers)
        channel.write(HTTPClientRequestPart.head(head), promise: nil)
        Self.sendBody(request.body, from: request.body.startIndex, on: channel)
    }

    /// Request fields the proxy has dealt with itself: it already answered `100 Continue`.
    private static let answeredHere: Set<String> = ["expect"]
    /// Methods whose requests always carry a length, even of an empty body.
    private static let methodsWithBodies: Set<String> = ["POST", "PUT", "PATCH"]

    /// Sends a body one piece at a time, each after the one before has gone, then the request's end; a mapped body
    /// file's pages are let go of as they are sent.
    private static func sendBody(_ body: Data, from start: Data.Index, on channel: Channel) {
        guard start < body.endIndex else {
            return channel.writeAndFlush(HTTPClientRequestPart.end(nil), promise: nil)
        }
        let stop = min(start + CachedResponse.pieceSize, body.endIndex)
        let piece = ByteBuffer(bytes: body[start..<stop])
        MappedBodyFile.release(body, before: stop)
        channel.writeAndFlush(HTTPClientRequestPart.body(.byteBuffer(piece))).whenSuccess {
            sendBody(body, from: stop, on: channel)
        }
    }

    /// A part of the upstream's response.
    func upstreamReceived(_ part: HTTPClientResponsePart, on channel: Channel) {
        guard channel === upstream, let context, let current = forwarded else { return channel.close(promise: nil) }
        switch part {
        case .head(let head):
            // An interim 100 Continue is not the answer; the real head follows.
            guard head.status.code >= 200 || head.status.code == 101 else { return }
            current.status = Int(head.status.code)
            current.headers = HTTPFields(endToEnd: head.headers)
            current.collects = current.exchange.view.collectsBody(current.headers)
            current.upstreamKeepsAlive = head.isKeepAlive
            if !current.collects {
                var headers = current.exchange.view.headers(current.headers).nioHeaders()
                if let length = head.headers.first(name: "content-length") {
                    headers.replaceOrAdd(name: "Content-Length", value: length)
                }
                writeHead(status: head.status, headers: headers, current: current, context: context)
            }
        case .body(let chunk):
            do {
                try chunk.withUnsafeReadableBytes { try current.body.append($0) }
            } catch {
                return fail(.notKept(error))
            }
            if !current.collects {
                context.write(wrapOutboundOut(.body(.byteBuffer(chunk))), promise: nil)
                context.flush()
                if !context.channel.isWritable { _ = channel.setOption(ChannelOptions.autoRead, value: false) }
            }
        case .end:
            complete(current, context: context)
        }
    }

    /// The upstream connection failed, as with TLS that did not verify; it closes next.
    func upstreamFailed(_ channel: Channel, error: any Error) {
        guard channel === upstream else { return }
        upstreamError = error
    }

    /// The upstream was silent for the whole timeout.
    func upstreamTimedOut(_ channel: Channel) {
        guard channel === upstream else { return channel.close(promise: nil) }
        guard forwarded != nil else { return }
        let seconds = proxy.configuration.upstreamTimeout.nanoseconds / 1_000_000_000
        fail(.timedOut(endpoint.origin, seconds: seconds))
    }

    /// The upstream closed its connection.
    func upstreamClosed(_ channel: Channel) {
        guard channel === upstream else { return }
        upstream = nil
        guard let current = forwarded else { return }
        if current.status == nil, current.onReusedConnection, !current.resent,
            Self.idempotent.contains(current.request.method), let context
        {
            // The upstream closed an idle keep-alive connection just as the request went out: send it once more on
            // a new connection, as browsers and proxies do for requests that are safe to repeat.
            current.resent = true
            current.onReusedConnection = false
            return connect(context: context)
        }
        if current.status != nil, !current.collects {
            // The head already went out: all that can be said is to cut the response short.
            forwarded = nil
            context?.close(promise: nil)
        } else {
            fail(.closed(endpoint.origin, error: upstreamError))
        }
    }

    /// Methods whose requests may be sent twice without changing the outcome.
    private static let idempotent: Set<String> = ["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]

    private func complete(_ current: Forwarded, context: ChannelHandlerContext) {
        forwarded = nil
        if !current.upstreamKeepsAlive {
            // The upstream said this was its last response on the connection; the next request opens a new one.
            upstream?.close(promise: nil)
            upstream = nil
        }
        let status = current.status ?? 502
        let body: Data
        do {
            body = try current.body.finish()
        } catch {
            forwarded = current
            return fail(.notKept(error))
        }
        let interaction = current.exchange.interaction(
            current.request, status: status, headers: current.headers, body: body, started: current.started)
        let finish: (Result<Void, any Error>) -> Void = { [self] result in
            guard let context = self.context else { return }
            switch (result, current.collects) {
            case (.success, true):
                let clientBody = current.exchange.view.body(body, upstream: current.headers)
                var headers = current.exchange.view.headers(current.headers).nioHeaders()
                headers.replaceOrAdd(name: "Content-Length", value: String(clientBody.count))
                writeHead(
                    status: HTTPResponseStatus(statusCode: status), headers: headers, current: current,
                    context: context)
                context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: clientBody)))), promise: nil)
                end(keepAlive: current.keepAlive, context: context)
            case (.success, false):
                end(keepAlive: current.keepAlive, context: context)
            case (.failure(let error), true):
                write(
                    UpstreamError.notJournalled(error).reply, version: current.version, keepAlive: current.keepAlive,
                    context: context)
            case (.failure, false):
                // The client must not take a response the cassette lacks for a complete one.
                context.close(promise: nil)
            }
        }
        if proxy.configuration.policy.syncJournal {
            let promise = context.eventLoop.makePromise(of: Void.self)
            promise.completeWithTask { [proxy] in try await proxy.recordDurably(interaction) }
            promise.futureResult.assumeIsolated().whenComplete(finish)
        } else {
            proxy.record(interaction, on: context.eventLoop, then: finish)
        }
    }

    private func fail(_ failure: UpstreamError) {
        guard let current = forwarded, let context else { return }
        proxy.logFailure(failure, method: current.request.method, target: current.request.target)
        forwarded = nil
        upstream?.close(promise: nil)
        upstream = nil
        if current.status != nil, !current.collects {
            context.close(promise: nil)
        } else {
            write(failure.reply, version: current.version, keepAlive: current.keepAlive, context: context)
        }
    }

    // MARK: Writing to the client

    private func writeHead(
        status: HTTPResponseStatus, headers: HTTPHeaders, current: Forwarded, context: ChannelHandlerContext
    ) {
        ResponseWriting.writeHead(
            status: status, headers: headers, version: current.version, closing: closing(keepAlive: current.keepAlive),
            context: context)
    }

    private func write(_ reply: ProxyReply, version: HTTPVersion, keepAlive: Bool, context: ChannelHandlerContext) {
        ResponseWriting.write(reply, version: version, closing: closing(keepAlive: keepAlive), context: context)
    }

    private func end(keepAlive: Bool, context: ChannelHandlerContext) {
        ResponseWriting.end(closing: closing(keepAlive: keepAlive), context: context)
    }

    /// Whether the connection closes after this response.
    private func closing(keepAlive: Bool) -> Bool { !keepAlive || quiescing || request.refused }
}
