import Cassettes
import Foundation
import RecordReplay

/// The record target for one scenario: a recording proxy of its own, writing the scenario's cassette afresh.
enum ScenarioRecording {
    static func start(path: String, upstream: String, rebase: Bool) async throws -> ScenarioEndpoint {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        for leftover in [path, path + ".journal"] where FileManager.default.fileExists(atPath: leftover) {
            try FileManager.default.removeItem(atPath: leftover)
        }
        var configuration = RecordingProxy.Configuration(upstream: upstream, cassettePath: path)
        configuration.mode = .all
        let proxy = try RecordingProxy(configuration: configuration)
        let server = try await proxy.start()
        return ScenarioEndpoint(baseURL: server.baseURL) { _ in
            await server.stop()
            do {
                let cassette = try proxy.finish()
                if rebase {
                    try CassetteFile.write(cassette.rebased(onto: CassetteLayout.embeddedOrigin), to: path)
                }
                return ScenarioEndpoint.Findings(cassette: path)
            } catch {
                return ScenarioEndpoint.Findings(
                    problems: ["The cassette \(path) could not be written: \(error)"], cassette: path)
            }
        }
    }
}
