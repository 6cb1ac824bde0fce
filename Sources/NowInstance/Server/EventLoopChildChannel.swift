import HummingbirdCore
import HummingbirdHTTP2
import Logging
import NIOCore

/// A Hummingbird connection set up as `Inner` sets it up, whose task then runs on the connection's own event loop
/// (``EventLoopTaskExecutor``): HTTP/2 streams, as child tasks, run there too.
struct EventLoopChildChannel<Inner: ServerChildChannel>: ServerChildChannel {
    typealias Value = Inner.Value

    let inner: Inner

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        inner.setup(channel: channel, logger: logger)
    }

    func handle(value: Value, logger: Logger) async {
        await withTaskExecutorPreference(EventLoopTaskExecutor(value.channel.eventLoop)) {
            await inner.handle(value: value, logger: logger)
        }
    }
}

extension HTTPServerBuilder {
    /// HTTP/1.1 connections whose requests are answered on their event loop.
    static func http1OnEventLoop() -> HTTPServerBuilder {
        HTTPServerBuilder { responder in EventLoopChildChannel(inner: HTTP1Channel(responder: responder)) }
    }

    /// HTTPS connections offering HTTP/2 and HTTP/1.1, whose requests are answered on their event loop.
    static func http2UpgradeOnEventLoop(tlsConfiguration: TLSConfiguration) throws -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            EventLoopChildChannel(
                inner: try HTTP2UpgradeChannel(tlsConfiguration: tlsConfiguration, responder: responder))
        }
    }
}
