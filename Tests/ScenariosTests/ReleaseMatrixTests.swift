import Foundation
import NowClient
import NowInstance
import NowQuery
import Scenarios
import Testing

@Suite("Release matrices: releases as columns, scenarios as rows, regressions found")
struct ReleaseMatrixTests {
    static func exchange(status: Int, body: String) -> [String: Any] {
        [
            "method": "GET", "url": "http://instance.nowtape.invalid/api/now/table/incident?sysparm_limit=1",
            "requestHeaders": [], "requestBody": "", "status": status, "responseHeaders": [], "responseBody": body,
            "milliseconds": 1.0,
        ]
    }

    /// A report of `release` whose scenarios end as `statuses` say, each answering `body` with `status`.
    static func report(
        _ release: String?, _ statuses: [String: String], status: Int = 200, body: String = #"{"result":[]}"#
    ) throws -> RunReport {
        let scenarios: [[String: Any]] = statuses.sorted { $0.key < $1.key }.map { name, outcome in
            [
                "suite": "S", "name": name, "tags": [], "status": outcome, "seconds": 0.01, "problems": [],
                "drift": [],
                "steps": [
                    [
                        "name": "read", "phase": "main", "status": outcome == "passed" ? "passed" : "failed",
                        "seconds": 0.01, "exchanges": [exchange(status: status, body: body)],
                    ]
                ],
            ]
        }
        var object: [String: Any] = [
            "target": "embedded", "startedAt": "2026-11-28T00:00:00Z", "seconds": 0.1, "scenarios": scenarios,
        ]
        if let release { object["release"] = release }
        return try JSONDecoder().decode(RunReport.self, from: JSONSerialization.data(withJSONObject: object))
    }

    @Test("a scenario that passes on one release and fails on a later one is a regression; fail then pass is not")
    func regressions() throws {
        let matrix = try ReleaseMatrix(runs: [
            try Self.report("yokohama", ["A": "passed", "B": "failed", "C": "passed"]),
            try Self.report(
                "zurich", ["A": "failed", "B": "passed", "C": "passed"], status: 500,
                body: #"{"error":{"message":"gone"},"status":"failure"}"#),
        ])
        #expect(matrix.rows.map(\.title) == ["S › A", "S › B", "S › C"])
        #expect(matrix.regressions.map(\.title) == ["S › A"])
        #expect(matrix.rows[0].regression?.passed == "yokohama" && matrix.rows[0].regression?.failed == "zurich")
        #expect(!matrix.succeeded)
        let changes = matrix.rows[0].cells[1].changes
        #expect(changes.contains("status passed → failed"))
        #expect(changes.contains("GET /api/now/table/incident?sysparm_limit=1: status 200 → 500"))
        #expect(changes.contains(#"GET /api/now/table/incident?sysparm_limit=1: error.message (absent) → "gone""#))
        #expect(matrix.consoleLines.contains("Regression: S › A passes on yokohama and fails on zurich"))
    }

    @Test("the matrix renders as JSON that reads back, HTML with a linked grid, and JUnit with a regressions suite")
    func renders() throws {
        let matrix = try ReleaseMatrix(runs: [
            try Self.report("zurich", ["A": "passed"]), try Self.report("australia", ["A": "failed"], status: 404),
        ])
        let json = try matrix.rendered(as: .json)
        let reread = try JSONDecoder().decode(ReleaseMatrix.self, from: json)
        #expect(reread.rows == matrix.rows)
        #expect(String(decoding: json, as: UTF8.self).contains(#""releases" : ["#))
        let html = String(decoding: try matrix.rendered(as: .html), as: UTF8.self)
        #expect(html.contains(#"<tr class="regression"><td>S › A</td><td class="passed">passed</td>"#))
        #expect(html.contains(##"<a href="#c0-1">failed</a>"##) && html.contains(#"<section id="c0-1">"#))
        let junit = String(decoding: try matrix.rendered(as: .junit), as: UTF8.self)
        #expect(junit.contains(#"<testsuite name="regressions" tests="1" failures="1">"#))
        #expect(junit.contains(#"message="passes on zurich, fails on australia""#))
    }

    @Test("reports without a release, a release given twice, and no reports are refused with what to do")
    func refusals() throws {
        #expect(throws: ReleaseMatrixError.empty) { try ReleaseMatrix(runs: []) }
        #expect(throws: ReleaseMatrixError.repeatedRelease("zurich")) {
            try ReleaseMatrix(runs: [try Self.report("zurich", ["A": "passed"]), try Self.report("zurich", [:])])
        }
        do {
            _ = try ReleaseMatrix(runs: [try Self.report(nil, ["A": "passed"])])
            Issue.record("a report without a release made a matrix")
        } catch {
            #expect("\(error)".contains("--release NAME --report json PATH"))
        }
    }

    @Test("--release takes a comma-separated list in the platform's order; live takes an instance per release")
    func releaseList() async {
        #expect(ReleaseList(argument: "zurich,xanadu,zurich")?.releases.map(\.rawValue) == ["xanadu", "zurich"])
        #expect(ReleaseList(argument: "zurich,washington") == nil)
        #expect(ReleaseList(argument: "") == nil)
        let live = await runScenarioMain(
            [], ["--target", "live", "--instance", "https://dev1.service-now.com", "--release", "xanadu,zurich"])
        #expect(live.code == 64)
        #expect(live.error.contains("one live instance per release"))
        let partial = await runScenarioMain(
            [], ["--target", "live", "--instance", "xanadu=https://dev1.service-now.com", "--release", "xanadu,zurich"])
        #expect(partial.code == 64)
        #expect(partial.error.contains("names no instance on zurich"))
    }
}

extension ReleaseMatrixTests {
    @Test("a matrix over live instances runs each release on its own instance, and names each run's release")
    func liveInstances() async throws {
        let suite = Suite("Live") {
            Scenario("Reads") {
                Call("List", .list("incident", FetchConfiguration(limit: 1))).expect(.status(200))
            }
        }
        setenv("NOWTAPE_TEST_ADMIN_PASSWORD", "admin", 1)
        let first = try await EmbeddedInstance.prepare(InstanceConfiguration()).start()
        let second = try await EmbeddedInstance.prepare(InstanceConfiguration()).start()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nowtape-live-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("matrix.json").path
        let run = await runScenarioMain(
            [suite],
            [
                "--target", "live", "--instance", "yokohama=\(first.baseURL),zurich=\(second.baseURL)",
                "--release", "yokohama,zurich", "--user", "admin", "--password-env", "NOWTAPE_TEST_ADMIN_PASSWORD",
                "--report", "json", path,
            ])
        await first.stop()
        await second.stop()
        #expect(run.code == 0, "\(run.output) \(run.error)")
        let matrix = try JSONDecoder().decode(ReleaseMatrix.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(matrix.releases == ["yokohama", "zurich"])
        #expect(matrix.rows.first?.cells.map(\.status) == [.passed, .passed])
    }
}
