import Cassettes
import Foundation
import NIOCore
import NIOEmbedded
import NIOHTTP1
import Testing

@testable import RecordReplay

/// `ReplayConnectionHandler` driven part by part on an `EmbeddedChannel`, without a socket: what it writes for a
/// hit, a miss, a request no replay answers and a body over the limit, and when it closes the connection.
@Suite("ReplayConnectionHandler on an EmbeddedChannel")
struct ReplayConnectionHandlerTests {
    static let upstream = "https://dev12345.service-now.com"

    static func server(maximumBodySize: Int = 1024) -> ReplayServer {
        let interaction = EmbeddedHTTP.incidentList(from: upstream)
        var configuration = ReplayServer.Configuration()
        configuration.maximumBodySize = maximumBodySize
        return ReplayServer(
            cassettes: [(name: "c.json", cassette: Cassette(upstream: upstream, interactions: [interaction]))],
            configuration: configuration, onMiss: { _ in })
    }

    /// A connected channel whose handler routes `/api/…` to `server` and everything else nowhere.
    static func channel(_ server: ReplayServer) throws -> EmbeddedChannel {
        let handler = ReplayConnectionHandler(scheme: .http, spool: server.spooledBodies) { target, origin in
            target.hasPrefix("/api/") ? ReplayConnectionHandler.Route(server: server, target: target, own: origin) : nil
        }
        return try EmbeddedHTTP.connected(handler)
    }

    @Test("a recorded request gets the recorded status, headers and body, and the connection stays open")
    func hit() throws {
        let channel = try Self.channel(Self.server())
        try EmbeddedHTTP.send(channel, "/api/now/table/incident?sysparm_limit=1")
        let response = try #require(try EmbeddedHTTP.response(channel))
        #expect(response.head.status == .ok)
        #expect(response.head.headers["Content-Type"] == ["application/json"])
        #expect(response.head.headers["Content-Length"] == [String(response.body.utf8.count)])
        #expect(response.body.contains("INC0010001"))
        #expect(channel.isActive)
        _ = try channel.finish()
    }

    @Test("a request nothing matches gets the miss status and a report that names the nearest recording")
    func miss() throws {
        let channel = try Self.channel(Self.server())
        try EmbeddedHTTP.send(channel, "/api/now/table/problem")
        let response = try #require(try EmbeddedHTTP.response(channel))
        #expect(Int(response.head.status.code) == ReplayServer.missStatus)
        #expect(response.body.contains("/api/now/table/incident"))
        _ = try channel.finish()
    }

    @Test("a path no replay answers gets 404 with what to do, and Connection: close closes after the answer")
    func noRoute() throws {
        let channel = try Self.channel(Self.server())
        try EmbeddedHTTP.send(channel, "/elsewhere", keepAlive: false)
        let response = try #require(try EmbeddedHTTP.response(channel))
        #expect(response.head.status == .notFound)
        #expect(response.body.contains("replay server's base URL"))
        #expect(!channel.isActive)
    }

    @Test("a body over the limit gets 413 and the connection closes")
    func bodyTooLarge() throws {
        let channel = try Self.channel(Self.server(maximumBodySize: 8))
        try EmbeddedHTTP.send(
            channel, "/api/now/table/incident", method: .POST, body: #"{"short_description":"far too long"}"#)
        let response = try #require(try EmbeddedHTTP.response(channel))
        #expect(response.head.status == .payloadTooLarge)
        #expect(response.body.contains("over 8 bytes"))
        #expect(!channel.isActive)
    }

    @Test("asked to quiesce with no request in flight, it closes; with one in flight, it answers first")
    func quiescing() throws {
        let idle = try Self.channel(Self.server())
        idle.pipeline.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent())
        #expect(!idle.isActive)

        let busy = try Self.channel(Self.server())
        var head = HTTPRequestHead(version: .http1_1, method: .GET, uri: "/api/now/table/incident?sysparm_limit=1")
        head.headers.add(name: "Host", value: "127.0.0.1:8080")
        try busy.writeInbound(HTTPServerRequestPart.head(head))
        busy.pipeline.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent())
        #expect(busy.isActive)
        try busy.writeInbound(HTTPServerRequestPart.end(nil))
        let response = try #require(try EmbeddedHTTP.response(busy))
        #expect(response.head.status == .ok)
        #expect(response.head.headers["Connection"] == ["close"])
        #expect(!busy.isActive)
    }
}
