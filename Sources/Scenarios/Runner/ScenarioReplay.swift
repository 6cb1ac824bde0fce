import Cassettes
import Foundation
import NowTapeTransports
import Synchronization

/// The replay target for one scenario: its cassette answered in the same process, with no socket, strict about
/// misses and about recorded requests never made. The scenario talks to the recorded origin, so the links in the
/// recorded answers lead back to the same cassette.
enum ScenarioReplay {
    static func start(path: String, cassettes: String, command: String) throws -> ScenarioEndpoint {
        guard FileManager.default.fileExists(atPath: path) else {
            throw ScenarioError(
                "There is no cassette at \(path). Record it first: \(command) --target record --cassettes "
                    + "\(cassettes) --upstream embedded (or --upstream URL for a live instance)")
        }
        let cassette = try CassetteFile.read(path)
        let misses = MissLog()
        let transport = ReplayTransport(
            cassette: cassette, name: (path as NSString).lastPathComponent, onMiss: { misses.append($0.text) })
        return ScenarioEndpoint(
            baseURL: cassette.recordedOrigin ?? Cassette.placeholderOrigin, transport: transport,
            finish: { passed in
                var findings = ScenarioEndpoint.Findings(cassette: path)
                findings.problems += misses.all.map { "Replay miss: \($0)" }
                if passed && findings.problems.isEmpty {
                    for entry in await transport.unplayed {
                        let request = entry.interaction.request
                        findings.problems.append(
                            "The cassette's interaction #\(entry.index) (\(request.method) \(request.target)) was "
                                + "never requested. The scenario changed since it was recorded: record it again.")
                    }
                }
                return findings
            }, pause: { _ in })
    }
}

/// The misses a scenario's replay reports, kept for the scenario's findings.
final class MissLog: Sendable {
    private let reports = Mutex<[String]>([])

    func append(_ report: String) { reports.withLock { $0.append(report) } }

    var all: [String] { reports.withLock { $0 } }
}
