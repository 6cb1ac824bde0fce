import NIOCore
import NIOHTTP1

/// Hands the handler after it one HTTP/1.1 request at a time: a request a client pipelines behind one still being
/// answered waits here, with its body, until that response's end has been written, so responses go out in order.
///
/// Unlike SwiftNIO's pipelining assistance, which stops reading from the socket after every request until its
/// response is written (two `epoll_ctl` calls per request), this stops reading only once a pipelined request is
/// actually waiting; a client that waits for each response, as nearly all do, costs nothing extra.
final class PipelinedRequests: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// Whether a request has been handed on and its response's end not yet written.
    private var answering = false
    /// Whether the request handed on has been received whole; parts after its end belong to the next request.
    private var requestEnded = false
    /// Parts of requests that arrived while one was being answered, in order.
    private var waiting = CircularBuffer<HTTPServerRequestPart>()
    /// Whether a read was held back while requests wait.
    private var readHeld = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let part = unwrapInboundIn(data)
        if !waiting.isEmpty || (answering && requestEnded) {
            waiting.append(part)
            return
        }
        deliver(part, context: context)
    }

    func read(context: ChannelHandlerContext) {
        // Requests already waiting are enough; more are read once they have been answered.
        if waiting.isEmpty {
            context.read()
        } else {
            readHeld = true
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let part = unwrapOutboundIn(data)
        context.write(data, promise: promise)
        guard case .end = part else { return }
        answering = false
        requestEnded = false
        guard !waiting.isEmpty else { return }
        // The next request is handed on after this response's end has been passed down, so its answer follows.
        context.eventLoop.assumeIsolated().execute { [self] in deliverWaiting(context: context) }
    }

    private func deliver(_ part: HTTPServerRequestPart, context: ChannelHandlerContext) {
        switch part {
        case .head:
            answering = true
            requestEnded = false
        case .body: break
        case .end: requestEnded = true
        }
        context.fireChannelRead(wrapInboundOut(part))
    }

    private func deliverWaiting(context: ChannelHandlerContext) {
        guard context.channel.isActive, !waiting.isEmpty else { return }
        while !answering || !requestEnded, let part = waiting.popFirst() {
            deliver(part, context: context)
        }
        context.fireChannelReadComplete()
        if waiting.isEmpty, readHeld {
            readHeld = false
            context.read()
        }
    }
}
