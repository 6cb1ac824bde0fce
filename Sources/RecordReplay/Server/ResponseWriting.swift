import NIOCore
import NIOHTTP1

/// How the SwiftNIO handlers write responses: heads that say when the connection will close, whole replies with
/// their length, and ends that close the connection once written when asked.
enum ResponseWriting {
    /// Writes a response head; `closing` adds `Connection: close`.
    static func writeHead(
        status: HTTPResponseStatus, headers: HTTPHeaders, version: HTTPVersion, closing: Bool,
        context: ChannelHandlerContext
    ) {
        var headers = headers
        if closing { headers.replaceOrAdd(name: "Connection", value: "close") }
        let head = HTTPResponseHead(version: version, status: status, headers: headers)
        context.write(NIOAny(HTTPServerResponsePart.head(head)), promise: nil)
    }

    /// Tells a client that sent `Expect: 100-continue` to send its body.
    static func writeContinue(version: HTTPVersion, context: ChannelHandlerContext) {
        let head = HTTPResponseHead(version: version, status: .continue)
        context.writeAndFlush(NIOAny(HTTPServerResponsePart.head(head)), promise: nil)
    }

    /// Writes a whole reply with its length, and ends the response.
    static func write(_ reply: ProxyReply, version: HTTPVersion, closing: Bool, context: ChannelHandlerContext) {
        var headers = reply.headers.nioHeaders(checked: true)
        headers.replaceOrAdd(name: "Content-Length", value: String(reply.body.count))
        writeHead(
            status: status(reply.status), headers: headers, version: version,
            closing: closing, context: context)
        if !reply.body.isEmpty {
            context.write(NIOAny(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(bytes: reply.body)))), promise: nil)
        }
        end(closing: closing, context: context)
    }

    /// The status line for a reply's code; a replay miss names itself, since 599 has no standard reason phrase.
    static func status(_ code: Int) -> HTTPResponseStatus {
        code == ReplayServer.missStatus
            ? .custom(code: UInt(code), reasonPhrase: "NowTape Replay Miss") : HTTPResponseStatus(statusCode: code)
    }

    /// Ends the response and flushes; with `closing`, closes the connection once it is written.
    static func end(closing: Bool, context: ChannelHandlerContext) {
        let written = context.writeAndFlush(NIOAny(HTTPServerResponsePart.end(nil)))
        if closing {
            let channel = context.channel
            written.whenComplete { _ in channel.close(promise: nil) }
        }
    }
}
