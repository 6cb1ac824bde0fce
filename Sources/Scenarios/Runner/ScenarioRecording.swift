import Cassettes
import Foundation
import RecordReplay

/// The record target for one scenario: a recording proxy of its own in mode `record`, replacing the scenario's
/// cassette. Interactions that come out the same as before keep their recorded times, so re-recording an unchanged
/// scenario leaves its file as it was.
enum ScenarioRecording {
    static func start(path: String, upstream: String, recordedOrigin: String?) async throws -> ScenarioEndpoint {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        var configuration = RecordingProxy.Configuration(upstream: upstream, cassettePath: path)
        configuration.policy.mode = .record
        configuration.policy.recordedOrigin = recordedOrigin
        // A journal left by an interrupted recording of this scenario is stale: mode record replaces it anyway.
        configuration.policy.leftoverJournal = .discard
        let proxy = try RecordingProxy(configuration: configuration)
        let server = try await proxy.start()
        return ScenarioEndpoint(baseURL: server.baseURL) { _ in
            await server.stop()
            do {
                try proxy.finish()
                return ScenarioEndpoint.Findings(cassette: path)
            } catch {
                return ScenarioEndpoint.Findings(
                    problems: ["The cassette \(path) could not be written: \(error)"], cassette: path)
            }
        }
    }
}
