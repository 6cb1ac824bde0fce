import Cassettes
import Foundation
import TemporaryFolders

/// The diff target for one scenario: it records the live answers to a scratch cassette, then compares them with
/// the committed one, field by field, ignoring the suite's volatile fields.
enum ScenarioDiff {
    static func start(
        committed path: String, upstream: ScenarioRecording.Upstream, ignoredFields: Set<String>
    ) throws -> ScenarioEndpoint {
        guard FileManager.default.fileExists(atPath: path) else {
            throw ScenarioError(
                "There is no cassette at \(path) to compare with. Record it first with --target record.")
        }
        let recorded = try CassetteFile.read(path)
        // The scratch folder goes when the endpoint does, whether or not the scenario gets to finish.
        let folder = TemporaryFolder(prefix: "nowtape-diff-")
        try folder.create()
        let scratch = folder.url.appendingPathComponent("scenario.json").path
        // The scratch recording names the committed cassette's origin, so the two compare URL for URL.
        let recording = try ScenarioRecording.start(
            path: scratch, upstream: upstream,
            recordedOrigin: recorded.upstream)
        return ScenarioEndpoint(baseURL: recording.baseURL, transport: recording.transport) { passed in
            var findings = await recording.finish(passed)
            defer { withExtendedLifetime(folder) {} }
            findings.cassette = path
            guard findings.problems.isEmpty else { return findings }
            do {
                let current = try CassetteFile.read(scratch)
                // A body that changed changes its length too; the body's own fields say what drifted.
                let changes = CassetteDiff(ignoredFields: ignoredFields, ignoredHeaders: ["Content-Length"])
                    .changes(from: recorded, to: current)
                findings.drift = changes.map { change in
                    let interaction =
                        recorded.interactions.indices.contains(change.interaction)
                        ? recorded.interactions[change.interaction] : current.interactions[change.interaction]
                    return DriftChange(
                        request: "\(interaction.request.method) \(interaction.request.target)", field: change.field,
                        recorded: change.old, current: change.new)
                }
            } catch {
                findings.problems.append("The live answers could not be compared: \(error)")
            }
            return findings
        }
    }
}
