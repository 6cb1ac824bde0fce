import NIOCore
import NIOEmbedded
import NIOHTTP1
import Testing

@testable import RecordReplay

/// `PipelinedRequests` driven part by part on an `EmbeddedChannel`, without a socket: what reaches the handler after
/// it, and when the channel is asked to read.
@Suite("PipelinedRequests on an EmbeddedChannel")
struct PipelinedRequestsTests {
    /// Counts the reads that pass through it towards the socket.
    final class ReadCounter: ChannelOutboundHandler {
        typealias OutboundIn = Any
        var reads = 0

        func read(context: ChannelHandlerContext) {
            reads += 1
            context.read()
        }
    }

    static func head(_ uri: String) -> HTTPServerRequestPart {
        .head(HTTPRequestHead(version: .http1_1, method: .GET, uri: uri))
    }

    static func end() -> HTTPServerResponsePart { .end(nil) }

    /// A connected channel with `handlers`, as a server's accepted connection is.
    static func connected(_ handlers: [any ChannelHandler]) throws -> EmbeddedChannel {
        let channel = EmbeddedChannel(handlers: handlers)
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 8080)).wait()
        return channel
    }

    static func response() -> HTTPServerResponsePart { .head(HTTPResponseHead(version: .http1_1, status: .ok)) }

    /// The URIs of the request heads the next handler has received so far.
    static func heads(_ channel: EmbeddedChannel) throws -> [String] {
        var uris: [String] = []
        while let part = try channel.readInbound(as: HTTPServerRequestPart.self) {
            if case .head(let head) = part { uris.append(head.uri) }
        }
        return uris
    }

    @Test("a request while none is being answered passes straight through, and reads are never held")
    func singleRequest() throws {
        let counter = ReadCounter()
        let channel = try Self.connected([counter, PipelinedRequests()])
        try channel.writeInbound(Self.head("/one"))
        try channel.writeInbound(HTTPServerRequestPart.end(nil))
        #expect(try Self.heads(channel) == ["/one"])
        let before = counter.reads
        channel.read()
        #expect(counter.reads == before + 1)
        try channel.writeOutbound(Self.response())
        try channel.writeOutbound(Self.end())
        _ = try channel.finish()
    }

    @Test("a request pipelined behind one being answered waits for that response's end, then goes on in order")
    func pipelinedRequestWaits() throws {
        let counter = ReadCounter()
        let channel = try Self.connected([counter, PipelinedRequests()])
        for uri in ["/one", "/two", "/three"] {
            try channel.writeInbound(Self.head(uri))
            try channel.writeInbound(HTTPServerRequestPart.end(nil))
        }
        #expect(try Self.heads(channel) == ["/one"], "the second and third wait while the first is answered")

        // While requests wait, a read is held back rather than passed to the socket.
        let before = counter.reads
        channel.read()
        #expect(counter.reads == before)

        try channel.writeOutbound(Self.response())
        channel.embeddedEventLoop.run()
        #expect(try Self.heads(channel).isEmpty, "a response's head alone does not release the next request")
        try channel.writeOutbound(Self.end())
        channel.embeddedEventLoop.run()
        #expect(try Self.heads(channel) == ["/two"], "one request at a time")
        #expect(counter.reads == before, "the third still waits, so the held read stays held")

        try channel.writeOutbound(Self.response())
        try channel.writeOutbound(Self.end())
        channel.embeddedEventLoop.run()
        #expect(try Self.heads(channel) == ["/three"])
        #expect(counter.reads == before + 1, "with nothing left waiting, the held read goes through")
        _ = try channel.finish()
    }

    @Test("a request's body parts stay with it, and the next request's parts wait behind its end")
    func bodiesStayWithTheirRequest() throws {
        let channel = try Self.connected([PipelinedRequests()])
        try channel.writeInbound(Self.head("/one"))
        try channel.writeInbound(HTTPServerRequestPart.body(channel.allocator.buffer(string: "first")))
        try channel.writeInbound(HTTPServerRequestPart.end(nil))
        try channel.writeInbound(Self.head("/two"))
        try channel.writeInbound(HTTPServerRequestPart.body(channel.allocator.buffer(string: "second")))
        try channel.writeInbound(HTTPServerRequestPart.end(nil))
        var delivered: [String] = []
        func collect() throws {
            while let part = try channel.readInbound(as: HTTPServerRequestPart.self) {
                switch part {
                case .head(let head): delivered.append(head.uri)
                case .body(let buffer): delivered.append(String(buffer: buffer))
                case .end: delivered.append("end")
                }
            }
        }
        try collect()
        #expect(delivered == ["/one", "first", "end"])
        try channel.writeOutbound(Self.response())
        try channel.writeOutbound(Self.end())
        channel.embeddedEventLoop.run()
        try collect()
        #expect(delivered == ["/one", "first", "end", "/two", "second", "end"])
        _ = try channel.finish()
    }
}
