import Foundation
import NowClient
import NowQuery
import Scenarios
import Testing

@Suite("Scenario runner")
struct RunnerTests {
    static let lifecycle = Suite("Lifecycle") {
        Scenario("A failing step skips the rest but tears down") {
            Setup {
                Call("Create", .create("incident", ["short_description": "Teardown check"])).capture(
                    "id", from: "result.sys_id")
            }
            Call("Wrong expectation", .get("incident", id: "{{id}}")).expect(
                .equals("result.short_description", "Something else"))
            Call("Never runs", .get("incident", id: "{{id}}"))
            Teardown {
                Call("Delete", .delete("incident", id: "{{id}}")).expect(.status(204))
            }
        }
        Scenario("A placeholder nothing captured names the fix") {
            Call("Uses {{missing}}", .get("incident", id: "{{missing}}"))
        }
    }

    @Test("a failed step skips the remaining steps, teardown still runs, and the failure shows expected and actual")
    func failureSkipsAndTearsDown() async throws {
        let report = try await Fixtures.runEmbedded([Self.lifecycle])
        let scenario = try #require(report.scenarios.first)
        #expect(scenario.status == .failed)
        #expect(scenario.steps.map(\.status) == [.passed, .failed, .skipped, .passed])
        let failure = try #require(scenario.steps[1].failure)
        #expect(failure.expected == "\"Something else\"")
        #expect(failure.actual == "\"Teardown check\"")
        #expect(scenario.steps[3].exchanges.first?.status == 204)
        let missing = try #require(report.scenarios.last?.steps.first?.failure)
        #expect(missing.message.contains(".capture(\"missing\""))
        #expect(!report.succeeded)
    }

    @Test("credentials never reach reports: Authorization is masked")
    func reportsMaskCredentials() async throws {
        let report = try await Fixtures.runEmbedded(
            [Self.lifecycle],
            selection: ScenarioSelection(names: ["Lifecycle/A failing step skips the rest but tears down"]))
        let json = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
        #expect(json.contains("Authorization: Basic ••••"))
        #expect(!json.contains("YWRtaW46YWRtaW4="))
        let html = HTMLReport.render(report)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("<script"))
        #expect(html.contains("class=\"diff\""))
        let junit = JUnitReport.render(report)
        #expect(junit.contains("<failure message=\"Wrong expectation"))
    }

    @Test("selection by suite, scenario and tag; shards split the selection without overlap; unknown names are errors")
    func selectionAndShards() throws {
        let suite = Suite("S", tags: ["x"]) {
            for index in 1...7 {
                Scenario("n\(index)", tags: index % 2 == 0 ? ["even"] : []) { Step("noop") { _ in } }
            }
        }
        #expect(try ScenarioSelection(names: ["s"]).apply(to: [suite]).count == 7)
        #expect(try ScenarioSelection(names: ["S/n3"]).apply(to: [suite]).map(\.scenario.name) == ["n3"])
        #expect(try ScenarioSelection(tags: ["even"]).apply(to: [suite]).count == 3)
        let parts = try (1...3).map { index in
            try ScenarioSelection(shard: ScenarioSelection.Shard("\(index)/3")).apply(to: [suite]).map(\.scenario.name)
        }
        #expect(parts.flatMap { $0 }.sorted() == (1...7).map { "n\($0)" }.sorted())
        #expect(parts[0] == ["n1", "n4", "n7"])
        #expect(ScenarioSelection.Shard("4/3") == nil)
        #expect(ScenarioSelection.Shard("0/3") == nil)
        #expect(throws: SelectionError.self) { try ScenarioSelection(names: ["nope"]).apply(to: [suite]) }
    }

    @Test("generated values are seeded by the scenario's name: the same on every run, different between scenarios")
    func generatedValuesAreDeterministic() async throws {
        let suite = Suite("Seeds") {
            for name in ["a", "b"] {
                Scenario(name) {
                    Generate("title", .sentence(prefix: "T"))
                    Call(
                        "Echo",
                        .list(
                            "incident",
                            FetchConfiguration(filter: Filter(query: "short_description={{title}}"), limit: 1)))
                }
            }
        }
        let first = try await Fixtures.runEmbedded([suite])
        let second = try await Fixtures.runEmbedded([suite], jobs: 2)
        let urls = { (report: RunReport) in report.scenarios.flatMap { $0.steps.flatMap { $0.exchanges.map(\.url) } } }
        let firstURLs = urls(first).map {
            $0.replacingOccurrences(of: #"127\.0\.0\.1:\d+"#, with: "", options: .regularExpression)
        }
        let secondURLs = urls(second).map {
            $0.replacingOccurrences(of: #"127\.0\.0\.1:\d+"#, with: "", options: .regularExpression)
        }
        #expect(firstURLs == secondURLs)
        #expect(firstURLs.count == 2 && firstURLs[0] != firstURLs[1])
    }

    @Test(
        "replay is strict: a request the cassette lacks fails the scenario with the miss, and so does a missing cassette"
    )
    func replayIsStrict() async throws {
        let cassettes = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: cassettes) }
        let recorded = Suite("Strict") {
            Scenario("One") { Call("List", .list("incident", FetchConfiguration(limit: 1))) }
        }
        let changed = Suite("Strict") {
            Scenario("One") { Call("List two", .list("incident", FetchConfiguration(limit: 2))) }
            Scenario("Never recorded") { Call("List", .list("incident", FetchConfiguration(limit: 1))) }
        }
        let record = try await ScenarioRunner(
            suites: [recorded],
            configuration: RunConfiguration(target: .record(cassettes: cassettes, upstream: .embedded))
        ).run()
        #expect(record.succeeded)
        let replay = try await ScenarioRunner(
            suites: [changed], configuration: RunConfiguration(target: .replay(cassettes: cassettes))
        )
        .run()
        #expect(!replay.succeeded)
        let miss = try #require(replay.scenarios.first)
        #expect(miss.status == .failed)
        #expect(miss.problems.contains { $0.contains("Replay miss") && $0.contains("sysparm_limit") })
        let absent = try #require(replay.scenarios.last)
        #expect(absent.problems.first?.contains("Record it first") == true)
    }

    @Test("recording from an upstream that is no http or https URL fails each scenario and says what to pass")
    func recordingNeedsAnHTTPUpstream() async throws {
        let cassettes = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: cassettes) }
        let suite = Suite("Upstreams") {
            Scenario("One") { Call("List", .list("incident", FetchConfiguration(limit: 1))) }
        }
        for upstream in ["ftp://instance.example", "instance.example", "https://"] {
            let report = try await ScenarioRunner(
                suites: [suite],
                configuration: RunConfiguration(target: .record(cassettes: cassettes, upstream: .url(upstream)))
            ).run()
            #expect(!report.succeeded)
            let problems = report.scenarios.first?.problems ?? []
            #expect(problems.contains { $0.contains("is not an http or https URL") && $0.contains("--upstream") })
        }
        #expect((try? FileManager.default.contentsOfDirectory(atPath: cassettes + "/upstreams")) ?? [] == [])
    }
}
