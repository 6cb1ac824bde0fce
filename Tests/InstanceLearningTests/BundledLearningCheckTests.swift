import Foundation
import InstanceLearning
import NowInstance
import Testing

@Suite("The instance learned from the bundled cassettes")
struct BundledLearningCheckTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The update sets the instance the bundled suites record from has installed.
    static let updateSets = [
        "my_work_task_tracker.xml", "my_work_push.xml", "incident_import.xml", "team_board_es12.xml", "loaner_desk",
    ].map { root.appendingPathComponent("UpdateSets").appendingPathComponent($0).path }

    @Test("reproduces at least 95% of the recorded GETs exactly, and explains every other one")
    func reproduces() async throws {
        let sources = try LearningSources.read([Self.root.appendingPathComponent("Cassettes").path])
        let learned = try InstanceLearner().learn(sources)
        let clock = RecordedClock()
        var configuration = InstanceConfiguration(clock: { clock.now() }, updateSets: Self.updateSets)
        configuration.serverLogLevel = .critical
        learned.apply(to: &configuration)
        let instance = try await EmbeddedInstance.prepare(configuration)
        let summary = await LearningCheck.run(
            sources, learned: learned, instance: instance, user: "admin", password: "admin", clock: clock)
        let causes = summary.causes.map { "\($0.requests.count) × \($0.cause)" }.joined(separator: "\n")
        #expect(summary.total >= 70, "the bundled cassettes hold \(summary.total) GETs")
        #expect(summary.share >= 0.95, "\(summary.exact) of \(summary.total):\n\(causes)")
        #expect(summary.causes.allSatisfy { !$0.cause.hasPrefix("unexplained") }, "\(causes)")
    }
}
