import Cassettes
import Foundation
import RecordReplay
import TestSupport
import Testing

@Suite("Record and replay: the origin a cassette names", .stopsServers)
struct RecordedOriginTests {
    static let origin = "http://instance.nowtape.invalid"

    /// An upstream on a fresh port whose one answer links back to itself.
    static func linkingUpstream() async throws -> RunningServer {
        try await ForwardingTests.oneResponseUpstream(
            "/api/now/table/incident",
            RecordedResponse(
                status: 200, headers: [.contentType: "application/json"],
                body: Data(
                    #"{"result":[{"link":"https://dev12345.service-now.com/api/now/table/incident/1"}]}"#.utf8)))
    }

    /// Records the one request through a proxy in mode `record` and returns the cassette file's bytes.
    static func record(to path: String, from upstream: RunningServer, recordedOrigin: String?) async throws -> Data {
        var configuration = RecordingProxy.Configuration(upstream: upstream.baseURL, cassettePath: path)
        configuration.policy.mode = .record
        configuration.policy.recordedOrigin = recordedOrigin
        let proxy = try RecordingProxy(configuration: configuration)
        let server = try await proxy.start()
        let reply = try await JarClient(baseURL: server.baseURL).request("/api/now/table/incident")
        await server.stop()
        #expect(reply.status == 200)
        #expect(reply.text.contains(server.baseURL + "/api/now/table/incident/1"))
        try proxy.finish()
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    @Test("a recorded origin replaces the upstream's in the cassette, and an unchanged re-recording keeps the bytes")
    func recordedOriginIsStable() async throws {
        let path = try RecordReplayFlowTests.temporaryCassette()
        let first = try await Self.linkingUpstream()
        let bytes = try await Self.record(to: path, from: first, recordedOrigin: Self.origin)
        await first.stop()
        let cassette = try CassetteFile.read(path)
        #expect(cassette.upstream == Self.origin)
        #expect(cassette.interactions.first?.request.url == Self.origin + "/api/now/table/incident")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(Self.origin + "/api/now/table/incident/1"))
        #expect(!text.contains(first.baseURL))

        // The same answers from an upstream on another port: nothing in the file changes, not even the times.
        let second = try await Self.linkingUpstream()
        let again = try await Self.record(to: path, from: second, recordedOrigin: Self.origin)
        await second.stop()
        #expect(again == bytes)
    }

    @Test("re-recording in mode record names the upstream it recorded from, not the one the old cassette named")
    func modeAllNamesTheCurrentUpstream() async throws {
        let path = try RecordReplayFlowTests.temporaryCassette()
        let first = try await Self.linkingUpstream()
        _ = try await Self.record(to: path, from: first, recordedOrigin: nil)
        await first.stop()
        #expect(try CassetteFile.read(path).upstream == first.baseURL)

        let moved = try await Self.linkingUpstream()
        _ = try await Self.record(to: path, from: moved, recordedOrigin: nil)
        await moved.stop()
        let cassette = try CassetteFile.read(path)
        #expect(cassette.upstream == moved.baseURL)
        #expect(cassette.interactions.count == 1)
        #expect(cassette.interactions.first?.request.url == moved.baseURL + "/api/now/table/incident")
    }
}
