import Cassettes
import Foundation
import RecordReplay
import Synchronization

/// The replay target for one scenario: a replay server over its cassette alone, mounted on the run's replay host,
/// strict about misses and about recorded requests never made.
enum ScenarioReplay {
    static func start(path: String, cassettes: String, on replay: TargetSession.ReplayRun) throws -> ScenarioEndpoint {
        guard FileManager.default.fileExists(atPath: path) else {
            throw ScenarioFailure(
                "There is no cassette at \(path). Record it first: nowtape run --target record --cassettes "
                    + "\(cassettes) --upstream embedded (or --upstream URL for a live instance)")
        }
        let cassette = try replay.cassettes.take(path)
        let misses = Mutex<[String]>([])
        let server = ReplayServer(
            cassettes: [(name: (path as NSString).lastPathComponent, cassette: cassette)],
            onMiss: { report in misses.withLock { $0.append(report.text) } })
        let basePath = replay.host.mount(server)
        return ScenarioEndpoint(baseURL: replay.server.baseURL + basePath) { passed in
            replay.host.unmount(basePath)
            var findings = ScenarioEndpoint.Findings(cassette: path)
            findings.problems += misses.withLock { $0 }.map { "Replay miss: \($0)" }
            if passed && findings.problems.isEmpty {
                for entry in server.unplayed {
                    let request = entry.interaction.request
                    findings.problems.append(
                        "The cassette's interaction #\(entry.index) (\(request.method) \(request.target)) was never "
                            + "requested. The scenario changed since it was recorded: record it again.")
                }
            }
            return findings
        }
    }
}
