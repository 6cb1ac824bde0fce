import Cassettes
import Foundation
import NowClient
import NowTapeTransports

/// The record target for one scenario: its requests go through a ``RecordingTransport`` in the same process, with no
/// socket, as a Swift test's do, into the scenario's cassette in mode `record`. Interactions that come out the same
/// as before keep their recorded times, so re-recording an unchanged scenario leaves its file as it was.
enum ScenarioRecording {
    /// Where a recording's requests go.
    struct Upstream: Sendable {
        /// `scheme://host[:port]`: the scenario's base URL, and the origin the cassette names unless rebased.
        let origin: String
        /// What carries the requests there: the network, or the embedded instance in the same process.
        let transport: any NowTransport
        /// The release the upstream runs, when known before recording: the embedded instance's.
        var release: CassetteRelease?

        /// The upstream at `url`, reached through `transport`; the URL's path, if any, is not part of the origin.
        init(url: String, transport: any NowTransport) throws {
            guard let parts = URLComponents(string: url), let scheme = parts.scheme?.lowercased(),
                ["http", "https"].contains(scheme), let host = parts.host, !host.isEmpty
            else {
                throw ScenarioError(
                    "The upstream \(url) is not an http or https URL. Pass the instance's base URL, such as "
                        + "https://dev12345.service-now.com, or --upstream embedded.")
            }
            origin = "\(scheme)://\(host.lowercased())" + (parts.port.map { ":\($0)" } ?? "")
            self.transport = transport
        }

        /// The embedded instance answering in the same process as `origin`, behaving as `release`.
        init(inProcess transport: any NowTransport, origin: String, release: String) {
            self.origin = origin
            self.transport = transport
            self.release = CassetteRelease(name: release, source: .embedded)
        }
    }

    static func start(path: String, upstream: Upstream, recordedOrigin: String?) throws -> ScenarioEndpoint {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        var policy = CassetteRecording.Policy()
        policy.mode = .record
        policy.recordedOrigin = recordedOrigin
        // A journal left by an interrupted recording of this scenario is stale: mode record replaces it anyway.
        policy.leftoverJournal = .discard
        policy.release = upstream.release
        let recording = try CassetteRecording(cassettePath: path, upstreamOrigin: upstream.origin, policy: policy)
        let transport = RecordingTransport(upstream: upstream.transport, recording: recording)
        return ScenarioEndpoint(baseURL: upstream.origin, transport: transport) { _ in
            var findings = ScenarioEndpoint.Findings(cassette: path)
            if let problem = await transport.problem {
                findings.problems.append("The cassette \(path) could not be journaled: \(problem)")
            }
            do {
                try await transport.save()
            } catch {
                findings.problems.append("The cassette \(path) could not be written: \(error)")
            }
            return findings
        }
    }
}
