// A bare HTTP/1.1 reverse proxy on SwiftNIO's own codecs: no recording, no header conversion, no diagnostics. The
// replay and recording benchmark runs it beside nginx proxying, as the most a proxy built on SwiftNIO's HTTP/1
// pipeline manages on the machine, so `nowtape record` can be read against both.
//
//   nio-proxy-floor UPSTREAM_PORT PORT [SECONDS]   (listens on 127.0.0.1:PORT, exits after SECONDS, default 600)

import NIOCore
import NIOHTTP1
import NIOPosix

/// The parts of one client connection's responses, handed from the upstream connection to the client's.
final class UpstreamResponses: ChannelInboundHandler {
    typealias InboundIn = HTTPClientResponsePart

    private let client: ChannelHandlerContext

    init(client: ChannelHandlerContext) {
        self.client = client
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            let part = HTTPServerResponsePart.head(
                HTTPResponseHead(version: .http1_1, status: head.status, headers: head.headers))
            client.write(NIOAny(part), promise: nil)
        case .body(let bytes):
            client.write(NIOAny(HTTPServerResponsePart.body(.byteBuffer(bytes))), promise: nil)
        case .end:
            client.writeAndFlush(NIOAny(HTTPServerResponsePart.end(nil)), promise: nil)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        client.close(promise: nil)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}

/// One client connection: its requests go, as parsed, to one keep-alive connection to the upstream.
final class ClientRequests: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart

    private let upstreamPort: Int
    private var upstream: Channel?
    private var waiting: [HTTPClientRequestPart] = []
    private var connecting = false

    init(upstreamPort: Int) {
        self.upstreamPort = upstreamPort
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let part: HTTPClientRequestPart
        switch unwrapInboundIn(data) {
        case .head(let head): part = .head(head)
        case .body(let bytes): part = .body(.byteBuffer(bytes))
        case .end: part = .end(nil)
        }
        if let upstream {
            upstream.write(part, promise: nil)
            if case .end = part { upstream.flush() }
            return
        }
        waiting.append(part)
        if !connecting { connect(context: context) }
    }

    private func connect(context: ChannelHandlerContext) {
        connecting = true
        let client = NIOLoopBound(context, eventLoop: context.eventLoop)
        ClientBootstrap(group: context.eventLoop)
            .channelOption(.socketOption(.tcp_nodelay), value: 1)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    try channel.pipeline.syncOperations.addHandler(UpstreamResponses(client: client.value))
                }
            }
            .connect(host: "127.0.0.1", port: upstreamPort)
            .assumeIsolated()
            .whenComplete { [self] result in
                switch result {
                case .success(let channel):
                    upstream = channel
                    for part in waiting { channel.write(part, promise: nil) }
                    channel.flush()
                    waiting = []
                case .failure:
                    client.value.close(promise: nil)
                }
            }
    }

    func channelInactive(context: ChannelHandlerContext) {
        upstream?.close(promise: nil)
        context.fireChannelInactive()
    }
}

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
guard arguments.count >= 2 else {
    print("usage: nio-proxy-floor UPSTREAM_PORT PORT [SECONDS]")
    exit(64)
}
let (upstreamPort, port) = (arguments[0], arguments[1])
let lifetime = arguments.count > 2 ? arguments[2] : 600

let group = MultiThreadedEventLoopGroup(numberOfThreads: System.coreCount)
let server = try await ServerBootstrap(group: group)
    .serverChannelOption(.backlog, value: 256)
    .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
    .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
    .childChannelInitializer { channel in
        channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
            try channel.pipeline.syncOperations.addHandler(ClientRequests(upstreamPort: upstreamPort))
        }
    }
    .bind(host: "127.0.0.1", port: port)
    .get()
try await Task.sleep(for: .seconds(lifetime))
try await server.close().get()
try await group.shutdownGracefully()
