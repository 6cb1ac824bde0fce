import Foundation
import Testing
import UpdateSetKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("Checking update sets")
struct CheckTests {
    /// The findings the flawed set must produce: rule, record name.
    static let expectedFlawedFindings: [(String, String)] = [
        ("route.base-uri-mismatch", "Inventory API"),
        ("inactive.api", "Retired API"),
        ("route.operation-uri-mismatch", "List items"),
        ("path-param.unused", "Get item"),
        ("route.duplicate", "Get item again"),
        ("route.invalid-method", "Fetch item"),
        ("path-param.undeclared", "Delete item"),
        ("reference.missing-definition", "Orphan"),
        ("reference.missing-version", "Orphan"),
        ("auth.public-endpoint", "Public status"),
        ("script-include.missing", "Restock"),
        ("inactive.operation", "Old export"),
        ("inactive.operation", "Retired list"),
        ("duplicate.conflicting-sys-id", "Inventory"),
        ("script.syntax-error", "PriceHelper"),
        ("push.missing-action-script", "Restock approval"),
        ("push.invalid-payload", "Stock alert"),
        ("push.payload-warning", "Stock alert"),
        ("push.script-failed", "Broken alert"),
        ("script.feature-not-validated", "Forecast"),
        ("script.feature-refused", "Forecast"),
        ("module.syntax-error", "dist/bad/parse.js"),
        ("module.missing-import", "dist/bad/lost.js"),
        ("module.import-cycle", "dist/bad/ping.js"),
    ]

    @Test("the flawed set triggers every rule, exactly as expected")
    func flawedSetFindings() {
        let findings = UpdateSetChecker.check(file: TestFiles.flawed)
        #expect(findings.map { "\($0.rule) \($0.name)" } == Self.expectedFlawedFindings.map { "\($0.0) \($0.1)" })
        let rules = Set(findings.map(\.rule))
        let scriptedRules = Set(CheckRule.allCases.map(\.rawValue)).subtracting([
            "xml.unreadable", "xml.payload-unreadable",
        ])
        #expect(rules == scriptedRules)
        for finding in findings {
            #expect(finding.severity == CheckRule(rawValue: finding.rule)?.severity)
            #expect(!finding.sysID.isEmpty)
            #expect(finding.line != nil)
        }
    }

    @Test("without the script rules, only the structural findings remain")
    func structuralOnly() {
        let all = UpdateSetChecker.check(file: TestFiles.flawed)
        let structural = UpdateSetChecker.check(file: TestFiles.flawed, checksScripts: false)
        #expect(all.contains { $0.rule == "script.syntax-error" })
        #expect(!structural.contains { $0.rule.hasPrefix("script.") || $0.rule.hasPrefix("push.") })
        #expect(structural.count == all.count - 7)
    }

    @Test("the My Work set has no findings: every rule's negative case")
    func myWorkIsClean() {
        #expect(UpdateSetChecker.check(file: TestFiles.myWork).isEmpty)
    }

    @Test("findings say how to fix the problem")
    func messagesAreActionable() {
        let findings = UpdateSetChecker.check(file: TestFiles.flawed)
        let uri = findings.first { $0.rule == "route.operation-uri-mismatch" }
        #expect(uri?.message.contains("set operation_uri to /api/x_bad/v1/inventory/items") == true)
        let missing = findings.first { $0.rule == "script-include.missing" }
        #expect(missing?.message.contains("x_bad.StockHelper") == true)
        #expect(missing?.message.contains("x_bad.Inventory") == false)
    }

    @Test("--assume-on-instance silences reference findings for those sys_ids only")
    func assumedReferences() {
        let findings = UpdateSetChecker.check(
            file: TestFiles.flawed, assumedOnInstance: ["1000000000000000000000000000dfff"])
        #expect(!findings.contains { $0.rule == "reference.missing-definition" })
        #expect(findings.contains { $0.rule == "reference.missing-version" })
    }

    @Test("a sys_id repeated with identical content is not a conflict")
    func identicalDuplicates() throws {
        let entry = TestFiles.entry(
            sysID: "e1", name: "sys_script_include_1",
            payload:
                "&lt;record_update&gt;&lt;sys_script_include&gt;&lt;sys_id&gt;s1&lt;/sys_id&gt;&lt;api_name&gt;x_t.A&lt;/api_name&gt;&lt;/sys_script_include&gt;&lt;/record_update&gt;"
        )
        let path = try TestFiles.write(TestFiles.updateSet(entry + entry))
        #expect(UpdateSetChecker.check(file: path).isEmpty)
    }

    @Test("unreadable files and payloads become error findings")
    func unreadableInput() throws {
        let truncated = try TestFiles.write("<?xml version=\"1.0\"?><unload><sys_update_xml><name>")
        let findings = UpdateSetChecker.check(file: truncated)
        #expect(findings.map(\.rule) == ["xml.unreadable"])
        #expect(findings.first?.severity == .error)
        let badPayload = try TestFiles.write(
            TestFiles.updateSet(TestFiles.entry(sysID: "e1", name: "n1", payload: "&lt;a&gt;")))
        #expect(UpdateSetChecker.check(file: badPayload).map(\.rule) == ["xml.payload-unreadable"])
    }

    @Test("JSON output carries every field of every finding")
    func jsonOutput() throws {
        let report = FindingsReport(files: [(TestFiles.flawed, UpdateSetChecker.check(file: TestFiles.flawed))])
        let data = Data(report.render(.json).utf8)
        let decoded = try JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        let findings = try #require(decoded?.first?["findings"] as? [[String: Any]])
        #expect(findings.count == Self.expectedFlawedFindings.count)
        #expect(Set(findings[0].keys) == ["rule", "severity", "table", "name", "sysID", "message", "file", "line"])
    }

    @Test("JUnit output is well-formed XML with one failing case per finding")
    func junitOutput() throws {
        let report = FindingsReport(files: [
            (TestFiles.flawed, UpdateSetChecker.check(file: TestFiles.flawed)), (TestFiles.myWork, []),
        ])
        let xml = report.render(.junit)
        let path = try TestFiles.write(xml, name: "report.xml")
        let parsed = try XMLDocument(contentsOf: URL(fileURLWithPath: path))
        let failures = try parsed.nodes(forXPath: "//testcase/failure")
        #expect(failures.count == Self.expectedFlawedFindings.count)
        let suites = try parsed.nodes(forXPath: "//testsuite")
        #expect(suites.count == 2)
        #expect(report.fails(at: .error))
        #expect(FindingsReport(files: [(TestFiles.myWork, [])]).fails(at: .warning) == false)
    }

    @Test("the fail-on threshold decides which findings fail the run")
    func failThreshold() {
        let warningsOnly = UpdateSetChecker.check(file: TestFiles.flawed).filter { $0.severity == .warning }
        let report = FindingsReport(files: [(TestFiles.flawed, warningsOnly)])
        #expect(!report.fails(at: .error))
        #expect(report.fails(at: .warning))
    }
}

@Suite("Script modes from a set's own records")
struct ScriptModeRecordTests {
    /// A `sys_app` or `sys_es_latest_script` record with these fields.
    static func record(_ table: String, _ fields: [(String, String)]) -> UpdateRecord {
        UpdateRecord(table: table, fields: fields.map { UpdateField(name: $0.0, value: $0.1) })
    }

    @Test("js_level values the platform does not use, and switches that name nothing, leave the scope's default")
    func malformedModeRecords() {
        var rules = ScriptModeRules()
        var noted: Bool
        noted = rules.note(Self.record("sys_app", [("sys_id", "a1"), ("scope", "x_app"), ("js_level", "es2099")]))
        #expect(!noted)
        noted = rules.note(Self.record("sys_app", [("sys_id", "a2"), ("scope", "x_two"), ("js_level", "")]))
        #expect(!noted)
        noted = rules.note(Self.record("sys_es_latest_script", [("table", ""), ("id", "s1")]))
        #expect(!noted)
        noted = rules.note(Self.record("sys_es_latest_script", [("table", "sys_script_include")]))
        #expect(!noted)
        let script = Self.record("sys_script_include", [("sys_id", "s1"), ("sys_scope", "a1")])
        #expect(rules.mode(of: script, scope: "x_app") == .es12)
        #expect(rules.mode(of: script, scope: "global") == .es5Standards)
    }

    @Test("an application's js_level and a script's own switch decide, the switch winning")
    func modeRecords() {
        var rules = ScriptModeRules()
        var noted: Bool
        noted = rules.note(Self.record("sys_app", [("sys_id", "a1"), ("scope", "x_app"), ("js_level", "traditional")]))
        #expect(noted)
        let own = Self.record("sys_script_include", [("sys_id", "s1"), ("sys_scope", "a1")])
        let other = Self.record("sys_script_include", [("sys_id", "s2"), ("sys_scope", "a1")])
        #expect(rules.mode(of: own, scope: "x_app") == .compatibility)
        noted = rules.note(
            Self.record(
                "sys_es_latest_script", [("table", "sys_script_include"), ("id", "s1"), ("use_es_latest", "true")]
            ))
        #expect(noted)
        #expect(rules.mode(of: own, scope: "x_app") == .es12)
        #expect(rules.mode(of: other, scope: "x_app") == .compatibility)
    }
}
