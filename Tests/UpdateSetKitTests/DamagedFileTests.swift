import Foundation
import Testing
import UpdateSetKit

@Suite("Damaged update-set files: what is whole is kept, and the damage is named at its line")
struct DamagedFileTests {
    /// The Task Tracker set cut off halfway through, in the middle of a record.
    static func truncatedMyWork() throws -> String {
        let text = try String(contentsOfFile: TestFiles.myWork, encoding: .utf8)
        return try TestFiles.write(String(text.prefix(text.count / 2)), name: "truncated.xml")
    }

    @Test("a truncated file keeps the findings of the complete records before the damage, and says it is truncated")
    func truncated() throws {
        let path = try Self.truncatedMyWork()
        let findings = UpdateSetChecker.check(file: path, checksScripts: false)
        let truncation = try #require(findings.first { $0.rule == "xml.unreadable" })
        #expect(truncation.message.contains("the file ends before its XML does"))
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect((truncation.line ?? 0) >= lines.count - 1)
        #expect(findings.contains { $0.rule == "script-include.missing" }, "\(findings.map(\.rule))")
    }

    @Test("a finding about the file as a whole names the file, not an empty record")
    func fileLevelFindingNamesTheFile() throws {
        let path = try Self.truncatedMyWork()
        let report = FindingsReport(files: [(path, UpdateSetChecker.check(file: path, checksScripts: false))])
        let text = report.render(.text)
        #expect(!text.contains("sys_update_xml '' ()"), "\(text)")
        #expect(text.contains("the file \(path)"))
        #expect(!report.render(.junit).contains("sys_update_xml  ()"))
    }
}
