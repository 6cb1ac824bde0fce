import Foundation
import TestSupport
import Testing

@testable import nowtape

@Suite("nowtape cassette anonymize")
struct CassetteAnonymizeCommandTests {
    static let cassette = #"""
        {"nowtape_cassette":1,"upstream":"https://dev12345.service-now.com","interactions":[
        {"recorded_at":"2026-01-02T10:00:00.000Z","duration_ms":1,
         "request":{"method":"GET","url":"https://dev12345.service-now.com/api/now/table/sys_user?sysparm_query=user_name%3Dabel.tuter","headers":{"Accept":"application/json"}},
         "response":{"status":200,"headers":{"Content-Type":"application/json"},"body":{"json":{"result":[
           {"sys_id":"5137153cc611227c000bbd1bd8cd2005","name":"Abel Tuter","first_name":"Abel","last_name":"Tuter",
            "user_name":"abel.tuter","email":"abel.tuter@acme-corp.com","phone":"+1 415 555 0199"}]}}}}]}
        """#

    func scratch() throws -> URL {
        let folder = TestScratch.url("nowtape-anonymize-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("replaces the personal values in place, and the same key file gives the same file twice")
    func inPlaceAndRepeatable() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = folder.appendingPathComponent("anonymize.key").path
        var outputs: [Data] = []
        for name in ["first.json", "second.json"] {
            let path = folder.appendingPathComponent(name).path
            try Data(Self.cassette.utf8).write(to: URL(fileURLWithPath: path))
            let run = nowtapeRun(["cassette", "anonymize", path, "--key", key])
            #expect(run.code == 0, "\(run.output)\(run.error)")
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(!text.contains("abel.tuter") && !text.contains("Abel Tuter") && !text.contains("acme-corp"))
            #expect(text.contains("@example.com"))
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(outputs[0] == outputs[1])
        let keyText = try String(contentsOfFile: key, encoding: .utf8)
        #expect(keyText.trimmingCharacters(in: .whitespacesAndNewlines).count == 64)
    }

    @Test("a secret left fails the scan (1), naming it; a bad key file is refused before anything changes")
    func scanGateAndBadKey() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("leaky.json").path
        let leaky = Self.cassette.replacingOccurrences(
            of: #""Accept":"application/json"}"#,
            with: #""Accept":"application/json","Authorization":"Basic YWJlbDpzM2NyZXQ="}"#)
        try Data(leaky.utf8).write(to: URL(fileURLWithPath: path))
        let run = nowtapeRun(["cassette", "anonymize", path])
        #expect(run.code == 1)
        #expect(run.output.contains("still personal or secret"))
        let badKey = folder.appendingPathComponent("bad.key").path
        try Data("not a key".utf8).write(to: URL(fileURLWithPath: badKey))
        let clean = folder.appendingPathComponent("clean.json").path
        try Data(Self.cassette.utf8).write(to: URL(fileURLWithPath: clean))
        let refused = nowtapeRun(["cassette", "anonymize", clean, "--key", badKey])
        #expect(refused.code != 0)
        #expect(refused.error.contains("is not an anonymization key"))
        #expect(try String(contentsOfFile: clean, encoding: .utf8) == Self.cassette)
    }
}
