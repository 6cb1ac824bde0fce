import Foundation
import NowClient
import NowQuery
import Scenarios
import Testing

@Suite("Merging the reports of sharded runs")
struct ReportMergeTests {
    static let suite = Suite("Shards") {
        for index in 0..<4 {
            Scenario("Read \(index)") {
                Call("List", .list("incident", FetchConfiguration(limit: 1))).expect(.status(index == 2 ? 404 : 200))
            }
        }
    }

    private func shard(_ part: Int, of count: Int) async throws -> RunReport {
        try await Fixtures.runEmbedded(
            [Self.suite], selection: ScenarioSelection(shard: ScenarioSelection.Shard("\(part)/\(count)")))
    }

    @Test("the shards' reports merge into one with every scenario once, the failure kept, and the whole time span")
    func shardsMerge() async throws {
        let first = try await shard(1, of: 2)
        let second = try await shard(2, of: 2)
        let merged = try RunReport.merged([first, second])
        #expect(merged.scenarios.count == 4)
        #expect(Set(merged.scenarios.map(\.name)) == ["Read 0", "Read 1", "Read 2", "Read 3"])
        #expect(merged.failed == 1 && merged.passed == 3 && !merged.succeeded)
        #expect(merged.target == first.target)
        #expect(merged.seconds >= max(first.seconds, second.seconds) - 1)
        let junit = String(decoding: try merged.rendered(as: .junit), as: UTF8.self)
        #expect(junit.components(separatedBy: "<testcase").count - 1 == 4)
        // A merged report reads back and merges like any other.
        let json = try merged.rendered(as: .json)
        let reread = try JSONDecoder().decode(RunReport.self, from: json)
        #expect(reread.scenarios.map(\.title) == merged.scenarios.map(\.title))
    }

    @Test("overlapping shards, one report given twice, different targets and no reports are refused with the fix")
    func refusals() async throws {
        let first = try await shard(1, of: 2)
        #expect(throws: ReportMergeError(reason: .nothingToMerge)) { try RunReport.merged([]) }
        do {
            _ = try RunReport.merged([first, first])
            Issue.record("a report given twice was merged")
        } catch {
            guard case .repeatedScenarios(let titles) = error.reason else { throw error }
            #expect(titles.count == first.scenarios.count)
            #expect(error.description.contains("--shard"))
        }
        var other = first
        other.target = "live"
        other.scenarios = []
        #expect(throws: ReportMergeError(reason: .differentTargets([first.target, "live"].sorted()))) {
            try RunReport.merged([first, other])
        }
    }
}
