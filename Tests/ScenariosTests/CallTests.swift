import Foundation
import NowClient
import NowQuery
import Scenarios
import Synchronization
import Testing

@Suite("Calls and their expectations")
struct CallTests {
    @Test("a check of your own whose name starts with \"status is\" does not let a 404 pass unjudged")
    func customCheckNamedLikeStatusStillFailsOnErrors() async throws {
        let suite = Suite("Status") {
            Scenario("Named like a status check") {
                Call("Missing record", .get("incident", id: "00000000000000000000000000000000"))
                    .expect(Expectation("status is looked at later") { _, _ in })
            }
            Scenario("Declares it checks the status") {
                Call("Missing record", .get("incident", id: "00000000000000000000000000000000"))
                    .expect(
                        Expectation("a 404 is fine here", checksStatus: true) { outcome, _ in
                            try check(outcome.response.status == 404, "expected 404")
                        })
            }
        }
        let report = try await Fixtures.runEmbedded([suite])
        #expect(report.scenarios.map(\.status) == [.failed, .passed])
        #expect(report.scenarios.first?.steps.first?.failure?.expected == "200")
    }

    @Test("a captured sys_id is escaped into the path, and the summary keeps the placeholder as written")
    func capturedIDsAreEscapedIntoPaths() async throws {
        let suite = Suite("Paths") {
            Scenario("Odd id") {
                Step("Capture an id with a space") { context in context.capture("id", .string("a b")) }
                Call("Fetch it", .get("incident", id: "{{id}}")).expect(.status(404))
            }
        }
        let report = try await Fixtures.runEmbedded([suite])
        let exchange = try #require(report.scenarios.first?.steps.last?.exchanges.first)
        #expect(exchange.url.contains("/api/now/table/incident/a%20b"))
        #expect(ScenarioRequest.get("incident", id: "{{id}}").summary == "GET /api/now/table/incident/{{id}}")
    }

    @Test("templates expand every placeholder, beside non-ASCII text, with spaces inside, and keep a lone {{")
    func templatesExpand() async throws {
        let expanded = Mutex<[String]>([])
        let suite = Suite("Templates") {
            Scenario("Expand") {
                Step("Capture and expand") { context in
                    context.capture("a", .string("één"))
                    context.capture("b", 2)
                    let results = try [
                        "plain", "{{a}}", "é{{a}}-{{ b }}ü", "{{a}}{{b}}", "left {{ open", "x}}{{b}}", "",
                    ].map { try context.expand($0) }
                    expanded.withLock { $0 = results }
                }
            }
        }
        let report = try await Fixtures.runEmbedded([suite])
        #expect(report.scenarios.map(\.status) == [.passed])
        #expect(expanded.withLock { $0 } == ["plain", "één", "ééén-2ü", "één2", "left {{ open", "x}}2", ""])
    }

    @Test("reports are written in each format through one call, and an unknown format names the ones there are")
    func reportsWriteInEachFormat() async throws {
        let folder = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = try await Fixtures.runEmbedded([
            Suite("Tiny") { Scenario("One") { Call("List", .list("incident", FetchConfiguration(limit: 1))) } }
        ])
        for format in RunReport.Format.allCases {
            let path = folder + "/nested/report." + format.rawValue
            try report.write(as: format, to: path)
            #expect(FileManager.default.fileExists(atPath: path))
        }
        #expect(throws: ReportFormatError.self) { try RunReport.Format(parsing: "xml") }
        #expect(try RunReport.Format(parsing: "HTML") == .html)
    }
}
