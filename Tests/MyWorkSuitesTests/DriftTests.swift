import Foundation
import NowClient
import NowInstance
import NowQuery
import Scenarios
import TestSupport
import Testing

/// `diff` finds exactly the fields whose data changed since the recording.
@Suite("Drift", .stopsServers)
struct DriftTests {
    static let suite = Suite("Drift check") {
        Scenario("Read the first incident") {
            Call(
                "INC0010001",
                .list(
                    "incident",
                    FetchConfiguration(
                        filter: Filter(query: "number=INC0010001"),
                        readConfiguration: FieldReadConfiguration(
                            fields: ["number", "short_description", "priority", "sys_updated_on", "sys_mod_count"])))
            )
            .expect(.count("result", 1))
        }
    }

    @Test("changing a record makes diff report exactly the changed fields, and nothing for volatile ones")
    func diffReportsDriftedFields() async throws {
        let instance = try await EmbeddedInstance.prepare(InstanceConfiguration())
        let running = try await instance.start()
        let cassettes = PackageFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: cassettes) }
        let upstream = RunTarget.Upstream.url(running.baseURL)

        let recorded = try await ScenarioRunner(
            suites: [Self.suite],
            configuration: RunConfiguration(target: .record(cassettes: cassettes, upstream: upstream))
        ).run()
        #expect(recorded.succeeded)
        let unchanged = try await ScenarioRunner(
            suites: [Self.suite],
            configuration: RunConfiguration(target: .diff(cassettes: cassettes, upstream: upstream))
        ).run()
        #expect(unchanged.scenarios.first?.status == .passed)

        let admin = try NowClient(baseURL: running.baseURL, authentication: .basic(user: "admin", password: "admin"))
        let incident = try #require(
            try await admin.table.fetchList("incident", query: [("sysparm_query", "number=INC0010001")]).first)
        let sysID = try #require(incident["sys_id"]?.text)
        _ = try await admin.table.update(
            "incident", sysID: sysID,
            values: ["short_description": "Changed behind the cassette's back", "priority": "1"])
        let drifted = try await ScenarioRunner(
            suites: [Self.suite],
            configuration: RunConfiguration(target: .diff(cassettes: cassettes, upstream: upstream))
        ).run()
        let scenario = try #require(drifted.scenarios.first)
        #expect(scenario.status == .drifted)
        #expect(!drifted.succeeded)
        let fields = Set(scenario.drift.map(\.field))
        let expected = Set(["response.body.result[0].short_description"])
            .union(incident["priority"]?.text == "1" ? [] : ["response.body.result[0].priority"])
        #expect(fields == expected)
        #expect(scenario.drift.contains { $0.current == "Changed behind the cassette's back" })
        #expect(HTMLReport.render(drifted).contains("Changed behind the cassette&#39;s back"))
    }
}
