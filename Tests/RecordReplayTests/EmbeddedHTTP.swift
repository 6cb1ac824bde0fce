import Cassettes
import Foundation
import NIOCore
import NIOEmbedded
import NIOHTTP1

/// Requests written into, and responses read out of, an `EmbeddedChannel` that holds a server's connection handler.
enum EmbeddedHTTP {
    /// Writes a request for `uri` with a `Host` header, `body` with its length, and `Connection: close` when the
    /// client does not keep the connection.
    static func send(
        _ channel: EmbeddedChannel, _ uri: String, method: HTTPMethod = .GET, body: String? = nil,
        keepAlive: Bool = true
    ) throws {
        var head = HTTPRequestHead(version: .http1_1, method: method, uri: uri)
        head.headers.add(name: "Host", value: "127.0.0.1:8080")
        if let body { head.headers.add(name: "Content-Length", value: String(body.utf8.count)) }
        if !keepAlive { head.headers.add(name: "Connection", value: "close") }
        try channel.writeInbound(HTTPServerRequestPart.head(head))
        if let body { try channel.writeInbound(HTTPServerRequestPart.body(ByteBuffer(string: body))) }
        try channel.writeInbound(HTTPServerRequestPart.end(nil))
    }

    /// The response written so far: its head and its body as text; nil before a whole response was written.
    static func response(_ channel: EmbeddedChannel) throws -> (head: HTTPResponseHead, body: String)? {
        var head: HTTPResponseHead?
        var body = ""
        while let part = try channel.readOutbound(as: HTTPServerResponsePart.self) {
            switch part {
            case .head(let written): head = written
            case .body(.byteBuffer(let buffer)): body += String(buffer: buffer)
            case .body: break
            case .end: return head.map { ($0, body) }
            }
        }
        return nil
    }

    /// A channel with `handler`, connected as a server's accepted connection is.
    static func connected(_ handler: any ChannelHandler) throws -> EmbeddedChannel {
        let channel = EmbeddedChannel(handler: handler)
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 8080)).wait()
        return channel
    }

    /// One recorded incident list from `upstream`: the interaction the handler tests' cassettes hold.
    static func incidentList(from upstream: String) -> Interaction {
        Interaction(
            request: RecordedRequest(method: "GET", url: upstream + "/api/now/table/incident?sysparm_limit=1"),
            response: RecordedResponse(
                status: 200, headers: [.contentType: "application/json"],
                body: Data(#"{"result":[{"number":"INC0010001"}]}"#.utf8)),
            recordedAt: Date(timeIntervalSince1970: 1_773_835_200), duration: 0.01)
    }
}
