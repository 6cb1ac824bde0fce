import Foundation
import TestSupport
import Testing

@Suite("nowtape report merge")
struct ReportMergeCommandTests {
    private static func report(started: String, seconds: Double, scenarios: [(String, String)]) -> String {
        let items = scenarios.map { name, status in
            """
            {"suite":"Shards","name":"\(name)","tags":[],"status":"\(status)","seconds":0.5,"steps":[],\
            "problems":[],"drift":[]}
            """
        }
        return """
            {"target":"replay","cassettes":"Cassettes","startedAt":"\(started)","seconds":\(seconds),\
            "scenarios":[\(items.joined(separator: ","))]}
            """
    }

    @Test("shard reports merge into JUnit and JSON; the exit code is 1 when a merged scenario failed, 0 otherwise")
    func merges() throws {
        let folder = TestScratch.url("nowtape-merge-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = folder.appendingPathComponent("shard-1.json").path
        let two = folder.appendingPathComponent("shard-2.json").path
        let broken = folder.appendingPathComponent("shard-3.json").path
        try Self.report(started: "2026-11-25T10:00:00Z", seconds: 30, scenarios: [("A", "passed"), ("C", "passed")])
            .write(toFile: one, atomically: true, encoding: .utf8)
        try Self.report(started: "2026-11-25T10:00:10Z", seconds: 40, scenarios: [("B", "failed")])
            .write(toFile: two, atomically: true, encoding: .utf8)
        let junit = folder.appendingPathComponent("merged.xml").path
        let json = folder.appendingPathComponent("merged.json").path
        #expect(nowtapeExitCode(["report", "merge", one, two, "--report", "junit", junit, "json", json]) == 1)
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.components(separatedBy: "<testcase").count - 1 == 3)
        let merged = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json)))
        let object = try #require(merged as? [String: Any])
        #expect(object["startedAt"] as? String == "2026-11-25T10:00:00Z")
        #expect(object["seconds"] as? Double == 50)
        #expect((object["scenarios"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["A", "C", "B"])

        #expect(nowtapeExitCode(["report", "merge", one, "--report", "json", json]) == 0)
        // A report given twice, a file that is not a JSON report, and a missing file each fail with exit code 1.
        #expect(nowtapeExitCode(["report", "merge", one, one, "--report", "json", json]) == 1)
        try "<testsuites/>".write(toFile: broken, atomically: true, encoding: .utf8)
        #expect(nowtapeExitCode(["report", "merge", one, broken, "--report", "json", json]) == 1)
        // A report cut short, and JSON of another shape, fail the same way.
        let whole = try String(contentsOfFile: one, encoding: .utf8)
        try String(whole.prefix(whole.count / 2)).write(toFile: broken, atomically: true, encoding: .utf8)
        #expect(nowtapeExitCode(["report", "merge", one, broken, "--report", "json", json]) == 1)
        try #"{"target":"replay","scenarios":"none"}"#.write(toFile: broken, atomically: true, encoding: .utf8)
        #expect(nowtapeExitCode(["report", "merge", one, broken, "--report", "json", json]) == 1)
        #expect(
            nowtapeExitCode(["report", "merge", one, folder.path + "/missing.json", "--report", "json", json]) == 1)
        // Bad arguments: no inputs, or nowhere to write.
        #expect(nowtapeExitCode(["report", "merge", "--report", "json", json]) == 64)
        #expect(nowtapeExitCode(["report", "merge", one]) == 64)
    }
}
