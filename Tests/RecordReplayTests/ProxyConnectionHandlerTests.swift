import Cassettes
import Foundation
import NIOCore
import NIOEmbedded
import NIOHTTP1
import TestSupport
import Testing

@testable import RecordReplay

/// `ProxyConnectionHandler` driven part by part on an `EmbeddedChannel`: the answers it gives without reaching the
/// upstream (from the cassette, a final miss, a body over the limit) and that none of them reaches the journal.
@Suite("ProxyConnectionHandler on an EmbeddedChannel")
struct ProxyConnectionHandlerTests {
    static let upstream = "http://127.0.0.1:9"

    /// A recording proxy in `mode` over a cassette that holds one incident list, at a fresh path.
    static func proxy(_ mode: NowTapeMode, maximumBodySize: Int = 1024) throws -> RecordingProxy {
        let path = TestScratch.url("proxy-handler-\(UUID().uuidString)").appendingPathComponent("c.json").path
        let interaction = EmbeddedHTTP.incidentList(from: upstream)
        try CassetteFile.write(Cassette(upstream: upstream, interactions: [interaction]), to: path)
        var configuration = RecordingProxy.Configuration(upstream: upstream, cassettePath: path)
        configuration.policy.mode = mode
        configuration.maximumBodySize = maximumBodySize
        return try RecordingProxy(configuration: configuration)
    }

    static func channel(_ proxy: RecordingProxy) throws -> EmbeddedChannel {
        try EmbeddedHTTP.connected(ProxyConnectionHandler(proxy: proxy, scheme: .http, upstream: proxy.endpoint))
    }

    /// The interactions the proxy's journal holds.
    static func journalled(_ proxy: RecordingProxy) -> Int {
        let text = (try? String(contentsOfFile: proxy.recording.journal.journalPath, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").count
    }

    @Test("in mode replay a recorded request is answered from the cassette, and nothing is journalled")
    func answeredFromTheCassette() throws {
        let proxy = try Self.proxy(.replay)
        let channel = try Self.channel(proxy)
        try EmbeddedHTTP.send(channel, "/api/now/table/incident?sysparm_limit=1")
        let response = try #require(try EmbeddedHTTP.response(channel))
        #expect(response.head.status == .ok)
        #expect(response.body.contains("INC0010001"))
        #expect(Self.journalled(proxy) == 0)
        _ = try channel.finish()
    }

    @Test("in mode replay a request the cassette does not hold is a final miss, and nothing goes upstream")
    func finalMiss() throws {
        let proxy = try Self.proxy(.replay)
        let channel = try Self.channel(proxy)
        try EmbeddedHTTP.send(channel, "/api/now/table/problem")
        let response = try #require(try EmbeddedHTTP.response(channel))
        #expect(Int(response.head.status.code) == MissReport.status)
        #expect(response.body.contains("/api/now/table/incident"))
        #expect(Self.journalled(proxy) == 0)
        _ = try channel.finish()
    }

    @Test("a body over the limit gets 413 naming the option to raise, and the connection closes")
    func bodyTooLarge() throws {
        let proxy = try Self.proxy(.record, maximumBodySize: 8)
        let channel = try Self.channel(proxy)
        try EmbeddedHTTP.send(
            channel, "/api/now/table/incident", method: .POST, body: #"{"short_description":"too long"}"#)
        let response = try #require(try EmbeddedHTTP.response(channel))
        #expect(response.head.status == .payloadTooLarge)
        #expect(response.body.contains("--max-body-size"))
        #expect(!channel.isActive)
        #expect(Self.journalled(proxy) == 0)
    }

    @Test("asked to quiesce between requests, the connection closes")
    func quiescing() throws {
        let channel = try Self.channel(try Self.proxy(.replay))
        channel.pipeline.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent())
        #expect(!channel.isActive)
    }
}
