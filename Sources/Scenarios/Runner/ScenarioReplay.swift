import Cassettes
import Foundation
import RecordReplay
import Synchronization

/// The replay target for one scenario: a replay server over its cassette alone, mounted on the run's replay host,
/// strict about misses and about recorded requests never made.
enum ScenarioReplay {
    /// A scenario's replay server, mounted on the run's host with its responses already built, and the misses it
    /// reports.
    final class Mounted: Sendable {
        let server: ReplayServer
        let basePath: String
        let misses = MissLog()

        /// Reads the cassette at `path`, mounts a server over it on `host`, and builds its responses for clients
        /// that reach the host at `hostURL`.
        init(path: String, on host: ReplayHost, at hostURL: String) throws {
            let cassette = try CassetteFile.read(path)
            let misses = self.misses
            server = ReplayServer(
                cassettes: [(name: (path as NSString).lastPathComponent, cassette: cassette)],
                onMiss: { report in misses.append(report.text) })
            basePath = host.mount(server)
            server.prepareResponses(forBaseURL: hostURL + basePath)
        }
    }

    static func start(path: String, cassettes: String, command: String, on replay: TargetSession.ReplayRun) throws
        -> ScenarioEndpoint
    {
        let mounted: Mounted
        if let ready = replay.readAhead.take(path) {
            mounted = ready
        } else {
            guard FileManager.default.fileExists(atPath: path) else {
                throw ScenarioFailure(
                    "There is no cassette at \(path). Record it first: \(command) --target record --cassettes "
                        + "\(cassettes) --upstream embedded (or --upstream URL for a live instance)")
            }
            mounted = try Mounted(path: path, on: replay.host, at: replay.server.baseURL)
        }
        return ScenarioEndpoint(baseURL: replay.server.baseURL + mounted.basePath) { passed in
            replay.host.unmount(mounted.basePath)
            var findings = ScenarioEndpoint.Findings(cassette: path)
            findings.problems += mounted.misses.all.map { "Replay miss: \($0)" }
            if passed && findings.problems.isEmpty {
                for entry in mounted.server.unplayed {
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

/// The misses a scenario's replay server reports, kept for the scenario's findings.
final class MissLog: Sendable {
    private let reports = Mutex<[String]>([])

    func append(_ report: String) { reports.withLock { $0.append(report) } }

    var all: [String] { reports.withLock { $0 } }
}
