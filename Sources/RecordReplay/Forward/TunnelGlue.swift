import NIOCore

/// Joins two connections byte for byte, for a CONNECT the proxy passes through without looking: what one side
/// reads, the other writes, with reading paused while the other side cannot keep up, and a close on either side
/// closing both.
final class TunnelGlue: ChannelDuplexHandler {
    typealias InboundIn = NIOAny
    typealias OutboundIn = NIOAny
    typealias OutboundOut = NIOAny

    private var partner: TunnelGlue?
    private var context: ChannelHandlerContext?
    private var pendingRead = false

    /// Two joined handlers, one for each connection; both connections must be on the same event loop.
    static func pair() -> (TunnelGlue, TunnelGlue) {
        let first = TunnelGlue()
        let second = TunnelGlue()
        first.partner = second
        second.partner = first
        return (first, second)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        self.context = nil
        partner = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        partner?.context?.write(data, promise: nil)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        partner?.context?.flush()
    }

    func channelInactive(context: ChannelHandlerContext) {
        partner?.context?.close(promise: nil)
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable { partner?.resumeReading() }
        context.fireChannelWritabilityChanged()
    }

    func read(context: ChannelHandlerContext) {
        if partner?.context?.channel.isWritable ?? true {
            context.read()
        } else {
            pendingRead = true
        }
    }

    private func resumeReading() {
        guard pendingRead, let context else { return }
        pendingRead = false
        context.read()
    }
}
