import Cassettes
import Foundation
import NowInstance
import RecordReplay
import TestSupport
import Testing

/// curl, a client NowTape did not write, against the TLS listeners: it checks the chain with `--cacert` and
/// negotiates h2 or HTTP/1.1 itself.
@Suite("Record and replay over TLS: curl", .stopsServers)
struct CurlOverTLSTests {
    static let curl = ["/usr/bin/curl", "/usr/local/bin/curl", "/bin/curl"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Runs curl on a thread of its own, so that waiting for it never holds a Swift concurrency thread the servers
    /// under test need. `extra` goes before the URL; the test CA is trusted and john.doe signs in. Returns the body
    /// it wrote, the HTTP version it reports, and its exit code.
    static func fetch(_ url: String, http2: Bool, extra: [String] = []) async throws -> (
        body: Data, version: String, exitCode: Int32
    ) {
        try await onOwnThread { try runCurl(url, http2: http2, extra: extra) }
    }

    private static func runCurl(_ url: String, http2: Bool, extra: [String]) throws -> (
        body: Data, version: String, exitCode: Int32
    ) {
        let output = TestScratch.url("curl-\(UUID())")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: curl ?? "/usr/bin/curl")
        process.arguments =
            [
                "-sS", "--max-time", "60", http2 ? "--http2" : "--http1.1", "--cacert",
                TestCertificates.folder.certificatePath, "-u", "john.doe:password", "-o", output.path, "-w",
                "%{http_version}",
            ] + extra + [url]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let version = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let body = (try? Data(contentsOf: output)) ?? Data()
        try? FileManager.default.removeItem(at: output)
        return (body, version, process.terminationStatus)
    }

    @Test(
        "curl --cacert records through the TLS proxy and replays from the TLS replay server, over h2 and HTTP/1.1",
        .enabled(if: curl != nil, "curl is not installed"))
    func curlRecordsAndReplays() async throws {
        _ = TestCertificates.authority
        let upstream = try await TLSFlowTests.tlsInstance()
        let path = try RecordReplayFlowTests.temporaryCassette()
        var configuration = RecordingProxy.Configuration(upstream: upstream.baseURL, cassettePath: path)
        configuration.upstreamTrust = TestCertificates.upstreamTrust
        configuration.tls = try TestCertificates.loopback
        let proxy = try RecordingProxy(configuration: configuration)
        let recording = try await proxy.start()
        let target = "/api/now/table/incident?sysparm_limit=3&sysparm_query=ORDERBYnumber"
        let recorded = try await Self.fetch(recording.baseURL + target, http2: true)
        await recording.stop()
        await upstream.stop()
        try proxy.finish()
        #expect(recorded.exitCode == 0)
        #expect(recorded.version == "2")
        #expect(String(decoding: recorded.body, as: UTF8.self).contains("INC0010001"))

        var replayConfiguration = ReplayServer.Configuration()
        replayConfiguration.tls = try TestCertificates.loopback
        let replay = try await ReplayServer(
            cassettes: [("curl", try CassetteFile.read(path))], configuration: replayConfiguration
        ).start()
        let overHTTP1 = try await Self.fetch(replay.baseURL + target, http2: false)
        let overHTTP2 = try await Self.fetch(replay.baseURL + target, http2: true)
        await replay.stop()
        #expect(overHTTP1.version == "1.1")
        #expect(overHTTP2.version == "2")
        let expected = String(decoding: recorded.body, as: UTF8.self)
            .replacingOccurrences(of: recording.baseURL, with: replay.baseURL)
        #expect(String(decoding: overHTTP1.body, as: UTF8.self) == expected)
        #expect(overHTTP2.body == overHTTP1.body)
    }
}
