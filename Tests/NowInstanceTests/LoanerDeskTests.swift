import Foundation
import GlideScript
import NowInstance
import TestSupport
import Testing
import UpdateSetKit

/// The Loaner Desk application, kept as a source-control folder.
let loanerDeskFolder = myWorkUpdateSet.replacingOccurrences(of: "my_work_task_tracker.xml", with: "loaner_desk")

@Suite("The Loaner Desk application: a folder with tables, ACLs, roles, a script include and modules", .stopsServers)
struct LoanerDeskTests {
    static func json(_ reply: HTTPTestClient.Reply) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: reply.body) as? [String: Any]) ?? [:]
    }

    @Test("check finds nothing to report, a destructured path parameter included")
    func checksClean() {
        let findings = UpdateSetChecker.check(file: loanerDeskFolder)
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test("an agent lends a device through the module-backed API, numbered from the application's sys_number")
    func agentLends() async throws {
        let configuration = InstanceConfiguration(clock: { SeedData.referenceDate }, updateSets: [loanerDeskFolder])
        try await withInstance(configuration) { client in
            let devices = try await client.request("/api/x_nowtape_loaner/v1/desk/devices?limit=5", user: "john.doe")
            #expect(devices.status == 200)
            let listed = Self.json(devices)["result"] as? [String: Any]
            #expect(listed?["caller"] as? String == "john.doe")
            let names = (listed?["devices"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
            #expect(names == ["iPad Air", "Pixel 8"])
            #expect((listed?["devices"] as? [[String: Any]])?.first?["status"] as? String == "Available")
            let lent = try await client.request(
                "/api/x_nowtape_loaner/desk/loans", method: "POST", user: "john.doe",
                headers: ["Content-Type": "application/json"], body: Data(#"{"tag":"LD-001","days":45}"#.utf8))
            #expect(lent.status == 201, "\(String(decoding: lent.body, as: UTF8.self))")
            let loan = Self.json(lent)["result"] as? [String: Any]
            #expect(loan?["number"] as? String == "LOAN0001001")
            #expect(loan?["days"] as? Int == 30)
            #expect(loan?["borrower"] as? String == "John Doe")
            let again = try await client.request(
                "/api/x_nowtape_loaner/desk/loans", method: "POST", user: "john.doe",
                headers: ["Content-Type": "application/json"], body: Data(#"{"tag":"LD-001"}"#.utf8))
            #expect(again.status == 409)
            let shown = try await client.request("/api/x_nowtape_loaner/desk/loans/LOAN0001001", user: "john.doe")
            #expect((Self.json(shown)["result"] as? [String: Any])?["device"] as? String == "Pixel 8")
        }
    }

    @Test("ACLs and roles decide: a borrower reads devices but not loans and may not lend; no role reads nothing")
    func aclsDecide() async throws {
        let configuration = InstanceConfiguration(clock: { SeedData.referenceDate }, updateSets: [loanerDeskFolder])
        try await withInstance(configuration) { client in
            let devices = try await client.request(
                "/api/now/table/x_nowtape_loaner_device?sysparm_fields=name", user: "abel.tuter")
            #expect(devices.status == 200)
            #expect((Self.json(devices)["result"] as? [Any])?.count == 4)
            let loans = try await client.request("/api/now/table/x_nowtape_loaner_loan", user: "abel.tuter")
            #expect(loans.status == 403)
            let lend = try await client.request(
                "/api/x_nowtape_loaner/desk/loans", method: "POST", user: "abel.tuter",
                headers: ["Content-Type": "application/json"], body: Data(#"{"tag":"LD-002"}"#.utf8))
            #expect(lend.status == 403)
            #expect(String(decoding: lend.body, as: UTF8.self).contains("User Not Authorized"))
            // A borrower may create a loan through the Table API; the dictionary file's default fills its days.
            let created = try await client.request(
                "/api/now/table/x_nowtape_loaner_loan?sysparm_fields=number,days,returned", method: "POST",
                user: "abel.tuter", headers: ["Content-Type": "application/json"],
                body: Data(#"{"short_description":"A loan asked for"}"#.utf8))
            #expect(created.status == 201)
            let loan = Self.json(created)["result"] as? [String: String]
            #expect(loan == ["number": "LOAN0001001", "days": "7", "returned": "false"])
            let guest = try await client.request("/api/now/table/x_nowtape_loaner_device", user: "guest.user")
            #expect(guest.status == 403)
            let delete = try await client.request(
                "/api/now/table/x_nowtape_loaner_device/4c0a7e5b1f6a4d2e9b3c5d7e8f900050", method: "DELETE",
                user: "abel.tuter")
            #expect(delete.status == 403)
        }
    }
}

@Suite("Modules that cannot load are named by check")
struct ModuleCheckTests {
    /// The Loaner Desk folder copied, with `change` applied to its loans module's script.
    static func changedCopy(_ change: (String) -> String, extra: [(String, String)] = []) throws -> String {
        let copy = TestScratch.url("loaner-\(UUID().uuidString)")
        try FileManager.default.copyItem(atPath: loanerDeskFolder, toPath: copy.path)
        let update = copy.appendingPathComponent("4c0a7e5b1f6a4d2e9b3c5d7e8f901a00/update")
        let loans = update.appendingPathComponent("sys_module_4c0a7e5b1f6a4d2e9b3c5d7e8f900065.xml")
        let text = try String(contentsOf: loans, encoding: .utf8)
        try change(text).write(to: loans, atomically: true, encoding: .utf8)
        for (index, (path, source)) in extra.enumerated() {
            let id = String(format: "%032x", 0xABC0 + index)
            try RecordFileWriter.write(
                table: "sys_module", action: nil,
                fields: [
                    ("sys_id", id, nil), ("name", path, nil), ("script", source, nil),
                    ("sys_scope", "4c0a7e5b1f6a4d2e9b3c5d7e8f901a00", "Loaner Desk"),
                ], sysID: id, in: update)
        }
        return copy.path
    }

    @Test("an import of a path no module has is an error naming the module's file and the known paths")
    func missingImport() throws {
        let folder = try Self.changedCopy { $0.replacingOccurrences(of: "'./format.js'", with: "'./formats.js'") }
        let findings = UpdateSetChecker.check(file: folder).filter { $0.rule == "module.missing-import" }
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("Cannot find module './formats.js'") == true)
        #expect(findings.first?.message.contains("dist/modules/server/format.js") == true)
        #expect(findings.first?.file.hasSuffix("sys_module_4c0a7e5b1f6a4d2e9b3c5d7e8f900065.xml") == true)
        #expect(findings.first?.severity == .error)
    }

    @Test("modules importing each other in a cycle are an error naming the chain")
    func cycle() throws {
        let folder = try Self.changedCopy(
            { $0.replacingOccurrences(of: "const DEVICES", with: "import { back } from './back.js';\nconst DEVICES") },
            extra: [("dist/modules/server/back.js", "import { lend } from './loans.js';\nexport const back = 1;")])
        let findings = UpdateSetChecker.check(file: folder).filter { $0.rule == "module.import-cycle" }
        #expect(findings.count == 1)
        #expect(
            findings.first?.message.contains("back.js -> dist/modules/server/loans.js -> dist/modules/server/back.js")
                == true || findings.first?.message.contains("loans.js -> dist/modules/server/back.js") == true,
            "\(findings.map(\.message))")
    }

    @Test("a script that requires a path no module has is an error")
    func missingRequire() throws {
        let folder = try Self.changedCopy({ $0 })
        let operation = URL(fileURLWithPath: folder).appendingPathComponent(
            "4c0a7e5b1f6a4d2e9b3c5d7e8f901a00/update/sys_ws_operation_4c0a7e5b1f6a4d2e9b3c5d7e8f900078.xml")
        let text = try String(contentsOf: operation, encoding: .utf8)
        try text.replacingOccurrences(of: "./dist/modules/server/loans.js", with: "./dist/modules/server/loan.js")
            .write(to: operation, atomically: true, encoding: .utf8)
        let findings = UpdateSetChecker.check(file: folder).filter { $0.rule == "module.missing-import" }
        #expect(findings.map(\.table) == ["sys_ws_operation"])
        #expect(findings.first?.message.contains("requires './dist/modules/server/loan.js'") == true)
    }

    @Test("a business rule that requires a missing module, or does not compile, is an error naming the rule")
    func brokenBusinessRule() throws {
        let folder = try Self.changedCopy({ $0 })
        let rules = URL(fileURLWithPath: folder).appendingPathComponent("4c0a7e5b1f6a4d2e9b3c5d7e8f901a00/update")
        let capping = rules.appendingPathComponent("sys_script_4c0a7e5b1f6a4d2e9b3c5d7e8f900091.xml")
        let shelving = rules.appendingPathComponent("sys_script_4c0a7e5b1f6a4d2e9b3c5d7e8f900092.xml")
        let capText = try String(contentsOf: capping, encoding: .utf8)
        try capText.replacingOccurrences(of: "server/rules.js", with: "server/rule.js")
            .write(to: capping, atomically: true, encoding: .utf8)
        let shelfText = try String(contentsOf: shelving, encoding: .utf8)
        try shelfText.replacingOccurrences(of: "shelveDevice(current);", with: "shelveDevice(current;")
            .write(to: shelving, atomically: true, encoding: .utf8)
        let findings = UpdateSetChecker.check(file: folder)
        let missing = findings.filter { $0.rule == "module.missing-import" }
        #expect(missing.map(\.table) == ["sys_script"])
        #expect(missing.first?.name == "Cap loan length")
        let syntax = findings.filter { $0.rule == "script.syntax-error" }
        #expect(syntax.map(\.name) == ["Shelve returned devices"])
        #expect(syntax.first?.message.contains("the business rule does not compile") == true, "\(syntax)")
    }
}
