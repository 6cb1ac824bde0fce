import NIOCore

/// Tells, from the first byte a client sends through an intercepted CONNECT, whether it speaks TLS (a handshake
/// record starts with 0x16) or plain HTTP, as clients that tunnel every request through CONNECT do for `http`
/// URLs; then sets the connection up for that and steps aside.
final class TLSSniffer: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer

    /// Adds the handlers for TLS (true) or plain HTTP (false) to the end of the pipeline.
    private let configure: (_ tls: Bool, _ channel: any Channel) throws -> Void

    init(configure: @escaping (_ tls: Bool, _ channel: any Channel) throws -> Void) {
        self.configure = configure
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let buffer = unwrapInboundIn(data)
        guard let first = buffer.getInteger(at: buffer.readerIndex, as: UInt8.self) else { return }
        do {
            try configure(first == 0x16, context.channel)
        } catch {
            return context.close(promise: nil)
        }
        context.fireChannelRead(data)
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }
}
