import NIOCore
import NIOHTTP1
import NIOHTTP2
import NIOSSL
import NIOTLS

/// What a server connection's handler is told about how the client reached it.
struct ListenerScheme: Sendable, Equatable {
    /// `http` or `https`.
    let name: String

    static let http = ListenerScheme(name: "http")
    static let https = ListenerScheme(name: "https")

    /// Whether the client spoke TLS to the server.
    var isSecure: Bool { self == .https }
}

/// Makes the handler that answers requests on one connection, or on one HTTP/2 stream.
typealias ConnectionHandlerFactory = @Sendable (ListenerScheme) -> any ChannelHandler

/// Sets up an accepted connection the same way on every NowTape server: HTTP/1.1 in the clear, or TLS with HTTP/2
/// or HTTP/1.1 as ALPN chose. Either way the handler sees HTTP/1-style request parts, so every behaviour is written
/// once for both protocols; each HTTP/2 stream gets its own handler.
enum ConnectionPipeline {
    /// Adds HTTP/1.1 and the handler to a plain connection; call on its event loop.
    static func configurePlain(_ channel: any Channel, handler: ConnectionHandlerFactory) throws {
        let pipeline = channel.pipeline.syncOperations
        try configureHTTP1(pipeline, handler: handler(.http))
    }

    /// The HTTP/1.1 codec, request pipelining kept in order, and the handler.
    private static func configureHTTP1(
        _ pipeline: ChannelPipeline.SynchronousOperations, handler: any ChannelHandler
    ) throws {
        try pipeline.configureHTTPServerPipeline(
            withPipeliningAssistance: false, withErrorHandling: true, withOutboundHeaderValidation: false)
        try pipeline.addHandler(PipelinedRequests())
        try pipeline.addHandler(handler)
    }

    /// Adds TLS with `context`, then HTTP/2 or HTTP/1.1 as negotiated; call on the channel's event loop.
    static func configureSecure(
        _ channel: any Channel, context: NIOSSLContext, handler: @escaping ConnectionHandlerFactory
    ) throws {
        try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: context))
        try afterTLS(channel, handler: handler)
    }

    /// Adds ALPN's choice of HTTP/2 or HTTP/1.1 to a connection whose TLS handler is already in place.
    static func afterTLS(_ channel: any Channel, handler: @escaping ConnectionHandlerFactory) throws {
        let negotiation = ApplicationProtocolNegotiationHandler { (result: ALPNResult, channel: any Channel) in
            switch result {
            case .negotiated("h2"):
                return channel.eventLoop.makeCompletedFuture { try configureHTTP2(channel, handler: handler) }
            default:
                return channel.eventLoop.makeCompletedFuture {
                    try configureHTTP1(channel.pipeline.syncOperations, handler: handler(.https))
                }
            }
        }
        try channel.pipeline.syncOperations.addHandler(negotiation)
    }

    /// HTTP/2 on a connection: each stream gets HTTP/1-style parts and its own handler. The connection manager
    /// closes the connection gracefully when the server stops (GOAWAY, then close once open streams are answered),
    /// as HTTP/1.1 connections close after their request under way.
    private static func configureHTTP2(_ channel: any Channel, handler: @escaping ConnectionHandlerFactory) throws {
        let pipeline = channel.pipeline.syncOperations
        let manager = NIOHTTP2ServerConnectionManagementHandler(
            eventLoop: channel.eventLoop,
            configuration: .init(maxIdleTime: nil, maxAge: nil, maxGraceTime: nil, keepalive: nil))
        _ = try pipeline.configureHTTP2Pipeline(
            mode: .server, connectionConfiguration: .init(), streamConfiguration: .init(),
            streamDelegate: manager.http2StreamDelegate
        ) { stream in
            stream.eventLoop.makeCompletedFuture {
                let streamPipeline = stream.pipeline.syncOperations
                try streamPipeline.addHandler(HTTP2FramePayloadToHTTP1ServerCodec())
                try streamPipeline.addHandler(handler(.https))
            }
        }
        try pipeline.addHandler(manager)
    }
}
