import Cassettes
import Foundation
import RecordReplay

/// The diff target for one scenario: it records the live answers to a scratch cassette, then compares them with
/// the committed one, field by field, ignoring the suite's volatile fields.
enum ScenarioDiff {
    static func start(committed path: String, upstream: String, rebase: Bool, ignoredFields: Set<String>)
        async throws -> ScenarioEndpoint
    {
        guard FileManager.default.fileExists(atPath: path) else {
            throw ScenarioError(
                "There is no cassette at \(path) to compare with. Record it first with --target record.")
        }
        let recorded = try CassetteFile.read(path)
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("nowtape-diff-\(UUID().uuidString)").appendingPathComponent("scenario.json").path
        // The scratch recording names the committed cassette's origin, so the two compare URL for URL.
        let recording = try await ScenarioRecording.start(
            path: scratch, upstream: upstream,
            recordedOrigin: recorded.upstream ?? (rebase ? Cassette.placeholderOrigin : nil))
        return ScenarioEndpoint(baseURL: recording.baseURL) { passed in
            var findings = await recording.finish(passed)
            defer { try? FileManager.default.removeItem(atPath: (scratch as NSString).deletingLastPathComponent) }
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
