import AsyncHTTPClient
import Cassettes
import Crypto
import Foundation
import NIOCore
import NIOHTTP1
import NowInstance
import RecordReplay
import TestSupport
import Testing

/// Bodies over the body-file threshold: spooled to disk as they arrive, sent upstream in pieces, stored once by
/// their hash, and matched in replay by it.
@Suite("Record and replay: large bodies", .stopsServers)
struct LargeBodyTests {
    /// 3 MiB that are not UTF-8 text, the same on every run.
    static let photo = Data((0..<(3 << 20)).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) | 0x80 })

    static func hex(_ data: Data) -> String {
        SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
    }

    static func send(_ url: String, method: HTTPMethod = .POST, body: Data, contentType: String) async throws
        -> (status: Int, body: Data)
    {
        var request = HTTPClientRequest(url: url)
        request.method = method
        request.headers.add(name: "Authorization", value: "Basic " + Data("admin:admin".utf8).base64EncodedString())
        request.headers.add(name: "Content-Type", value: contentType)
        request.headers.add(name: "Accept", value: "application/json")
        request.body = .bytes(ByteBuffer(bytes: body))
        let response = try await HTTPClient.shared.execute(request, timeout: .seconds(60))
        return (Int(response.status.code), Data(buffer: try await response.body.collect(upTo: 16 << 20)))
    }

    static func result(_ body: Data) -> [String: Any] {
        ((try? JSONSerialization.jsonObject(with: body)) as? [String: Any])?["result"] as? [String: Any] ?? [:]
    }

    @Test("a large binary upload reaches the upstream whole, is kept once by its hash, and replays by it")
    func uploadRecordedAndReplayed() async throws {
        let folder = TestScratch.url("nowtape-large-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("upload.json").path
        let instance = try await EmbeddedInstance.prepare(InstanceConfiguration(clock: { SeedData.referenceDate }))
        let upstream = try await instance.start()
        var configuration = RecordingProxy.Configuration(upstream: upstream.baseURL, cassettePath: path)
        configuration.maximumBodySize = 8 << 20
        let proxy = try RecordingProxy(configuration: configuration)
        let server = try await proxy.start()
        let created = try await Self.send(
            server.baseURL + "/api/now/table/incident", body: Data(#"{"short_description":"Photo"}"#.utf8),
            contentType: "application/json")
        let incident = try #require(Self.result(created.body)["sys_id"] as? String)
        let upload = "/api/now/attachment/file?table_name=incident&table_sys_id=\(incident)&file_name=photo.bin"
        let recorded = try await Self.send(server.baseURL + upload, body: Self.photo, contentType: "image/jpeg")
        #expect(recorded.status == 201)
        // The instance computed the hash of what it received: every byte arrived, in order.
        #expect(Self.result(recorded.body)["hash"] as? String == Self.hex(Self.photo))
        #expect(Self.result(recorded.body)["size_bytes"] as? String == String(Self.photo.count))
        // A large text body still comes back to be redacted.
        let secret = "do-not-record-\(UUID())"
        let text =
            #"{"short_description":"\#(String(repeating: "long text ", count: 150_000))","password":"\#(secret)"}"#
        let textAnswer = try await Self.send(
            server.baseURL + "/api/now/table/incident", body: Data(text.utf8), contentType: "application/json")
        #expect(textAnswer.status == 201)
        await server.stop()
        try proxy.finish()
        await upstream.stop()

        let cassetteText = try String(contentsOfFile: path, encoding: .utf8)
        let bodyFile = "upload.json.bodies/\(Self.hex(Self.photo)).bin"
        #expect(cassetteText.contains(#""file": "\#(bodyFile)""#))
        #expect(try Data(contentsOf: folder.appendingPathComponent(bodyFile)) == Self.photo)
        let bodyFiles = try FileManager.default.contentsOfDirectory(atPath: path + ".bodies")
        #expect(!bodyFiles.contains { $0.hasSuffix(".part") })
        for file in bodyFiles {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path + ".bodies/" + file))
            #expect(!String(decoding: bytes, as: UTF8.self).contains(secret))
        }
        #expect(!cassetteText.contains(secret))

        var replayConfiguration = ReplayServer.Configuration()
        replayConfiguration.maximumBodySize = 8 << 20
        let replay = ReplayServer(
            cassettes: [("upload", try CassetteFile.read(path))], configuration: replayConfiguration)
        let replayServer = try await replay.start()
        _ = try await Self.send(
            replayServer.baseURL + "/api/now/table/incident", body: Data(#"{"short_description":"Photo"}"#.utf8),
            contentType: "application/json")
        let replayed = try await Self.send(replayServer.baseURL + upload, body: Self.photo, contentType: "image/jpeg")
        #expect(replayed.status == 201)
        #expect(Self.result(replayed.body)["hash"] as? String == Self.hex(Self.photo))
        var other = Self.photo
        other[other.count / 2] ^= 0x01
        let missed = try await Self.send(replayServer.baseURL + upload, body: other, contentType: "image/jpeg")
        #expect(missed.status == ReplayServer.missStatus)
        #expect(String(decoding: missed.body, as: UTF8.self).contains("binary data"))
        await replayServer.stop()
    }
}
