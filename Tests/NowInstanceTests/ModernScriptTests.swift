import Foundation
import GlideScript
import NowInstance
import TestSupport
import Testing
import UpdateSetKit

@Suite("Today's scripts: the tracker's GET rewritten for ES12 mode, and the Team Board application")
struct ModernScriptTests {
    /// The My Work set with its GET operation's first lines rewritten as an ES12 script would write them.
    static func es12Tracker() throws -> String {
        let original = try String(contentsOfFile: myWorkUpdateSet, encoding: .utf8)
        let es5Line = "var taskClass = request.queryParams['class'] ? String(request.queryParams['class'][0]) : '';"
        let es12Line = "const taskClass = String(request.queryParams['class']?.[0] ?? '');"
        #expect(original.contains(es5Line))
        let rewritten = original.replacingOccurrences(of: es5Line, with: es12Line)
            .replacingOccurrences(
                of: "var retriever = new x_snc_my_work.TaskRetriever();",
                with: "const retriever = new x_snc_my_work.TaskRetriever();")
        let path = TestScratch.url("es12-tracker-\(UUID()).xml").path
        try rewritten.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("the ES12 rewrite of the tracker's GET passes updateset check on every release")
    func es12TrackerChecks() throws {
        let path = try Self.es12Tracker()
        defer { try? FileManager.default.removeItem(atPath: path) }
        for release in PlatformRelease.allCases {
            let findings = UpdateSetChecker.check(file: path, release: release)
            #expect(findings.filter { $0.severity == .error }.isEmpty, "\(release): \(findings.map(\.message))")
        }
    }

    @Test("the ES12 rewrite answers exactly as the ES5 original does")
    func es12TrackerAnswers() async throws {
        let path = try Self.es12Tracker()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let queries = ["", "?class=problem", "?class=incident", "?class=nothing"]
        var answers: [[String]] = []
        for updateSet in [myWorkUpdateSet, path] {
            answers.append(try await trackerAnswers(updateSet: updateSet, queries: queries))
        }
        #expect(answers[0] == answers[1])
        #expect(answers[0].allSatisfy { !$0.isEmpty })
    }

    @Test("an operation using Promise answers on Zurich and is refused on Yokohama, naming the feature and release")
    func releaseDecides() async throws {
        let board = myWorkUpdateSet.replacingOccurrences(
            of: "my_work_task_tracker.xml", with: "team_board_es12.xml")
        for release in [PlatformRelease.yokohama, .zurich] {
            var configuration = InstanceConfiguration(clock: { SeedData.referenceDate }, updateSets: [board])
            configuration.release = release
            try await withInstance(configuration) { client in
                let reply = try await client.request("/api/x_nowtape_board/v1/board/deferred", user: "john.doe")
                let text = String(decoding: reply.body, as: UTF8.self)
                if release == .yokohama {
                    #expect(reply.status == 500)
                    #expect(text.contains("is disallowed in ES12 mode on Yokohama; supported from Zurich"), "\(text)")
                } else {
                    #expect(reply.status == 200, "\(text)")
                }
                let summary = try await client.request("/api/x_nowtape_board/v1/board/summary", user: "john.doe")
                #expect(summary.status == 200, "\(String(decoding: summary.body, as: UTF8.self))")
            }
        }
    }
}
