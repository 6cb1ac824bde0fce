import Cassettes
import Foundation
import NowInstance
import RecordReplay
import TestSupport
import Testing

/// The conformance table of `docs/fidelity.md`, walked row by row over real sockets: against the embedded instance,
/// through the recorder, and against a replay of what the recorder kept.
@Suite("Conformance: docs/fidelity.md, row by row", .stopsServers)
struct ConformanceTests {
    static let importUpdateSet = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "UpdateSets/incident_import.xml"
        ).path

    static var configuration: InstanceConfiguration {
        InstanceConfiguration(clock: { SeedData.referenceDate }, updateSets: [importUpdateSet])
    }

    /// Runs every row against `client`, and returns each failing row's problems, prefixed by its id.
    static func walk(_ client: ConformanceClient) async throws -> [String] {
        var failures: [String] = []
        for row in ConformanceRow.all {
            let check = try await row.check(client)
            failures += check.problems.map { "\(row.id): \($0)" }
        }
        return failures
    }

    @Test("every row of the table has a check, and every check a row, once each")
    func tableAndChecksAgree() throws {
        let documented = try FidelityTable.rowIDs()
        let checked = ConformanceRow.all.map(\.id)
        #expect(documented.count >= 60, "the table has \(documented.count) rows")
        #expect(Set(documented).count == documented.count, "an id repeats in docs/fidelity.md")
        #expect(Set(checked).count == checked.count, "a check's id repeats")
        #expect(documented.sorted() == checked.sorted())
    }

    @Test("every row holds on the embedded instance, through the recorder, and in a replay of the recording")
    func everyRowHolds() async throws {
        let direct = try await EmbeddedInstance.prepare(Self.configuration).start()
        let directFailures = try await Self.walk(ConformanceClient(baseURL: direct.baseURL))
        await direct.stop()
        #expect(directFailures.isEmpty, "embedded instance:\n\(directFailures.joined(separator: "\n"))")

        let folder = TestScratch.url("nowtape-conformance-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("conformance.json").path
        let upstream = try await EmbeddedInstance.prepare(Self.configuration).start()
        let proxy = try RecordingProxy(configuration: .init(upstream: upstream.baseURL, cassettePath: path))
        let proxyServer = try await proxy.start()
        let recordedFailures = try await Self.walk(ConformanceClient(baseURL: proxyServer.baseURL))
        await proxyServer.stop()
        _ = try proxy.finish()
        await upstream.stop()
        #expect(recordedFailures.isEmpty, "through the recorder:\n\(recordedFailures.joined(separator: "\n"))")

        let replay = ReplayServer(cassettes: [("conformance", try CassetteFile.read(path))])
        let replayServer = try await replay.start()
        let replayFailures = try await Self.walk(ConformanceClient(baseURL: replayServer.baseURL))
        await replayServer.stop()
        #expect(replayFailures.isEmpty, "from replay:\n\(replayFailures.joined(separator: "\n"))")
        #expect(replay.misses.isEmpty)
        #expect(replay.unplayed.isEmpty)
    }
}
