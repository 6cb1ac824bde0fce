import NIOCore
import NIOHTTP1

/// The last handler on a connection to the upstream: hands each response part, and the connection's end, to the
/// client connection that owns it. Both run on the same event loop.
final class UpstreamResponseHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPClientResponsePart

    private let owner: ProxyConnectionHandler

    init(owner: ProxyConnectionHandler) {
        self.owner = owner
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        owner.upstreamReceived(unwrapInboundIn(data), on: context.channel)
    }

    func channelInactive(context: ChannelHandlerContext) {
        owner.upstreamClosed(context.channel)
        context.fireChannelInactive()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is IdleStateHandler.IdleStateEvent { owner.upstreamTimedOut(context.channel) }
        context.fireUserInboundEventTriggered(event)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // A malformed response, a reset or failed TLS: the owner answers 502 naming the error (or cuts a response
        // already under way) when the connection closes.
        owner.upstreamFailed(context.channel, error: error)
        context.close(promise: nil)
    }
}
