import Foundation
import NowInstance
import TestSupport
import Testing
import UpdateSetKit

@Suite("Applications installed from their folders", .stopsServers)
struct ApplicationFolderInstallTests {
    @Test("the My Work application kept as a source-control folder installs and answers exactly as its export does")
    func folderAnswersAsTheExport() async throws {
        let folder = TestScratch.url("nowtape-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for update in UpdateSetReader.load(file: myWorkUpdateSet).updates {
            guard let record = update.record else { continue }
            try RecordFileWriter.write(
                table: record.table, action: record.action,
                fields: record.fields.map { ($0.name, $0.value, $0.displayValue) }, sysID: record.sysID,
                in: folder.appendingPathComponent("update"))
        }
        var answers: [[String]] = []
        for updateSet in [myWorkUpdateSet, folder.path] {
            answers.append(try await trackerAnswers(updateSet: updateSet, queries: ["", "?class=incident"]))
        }
        #expect(answers[0] == answers[1])
        #expect(answers[1].allSatisfy { $0.contains("\"result\"") })
    }
}

@Suite("An application's own tables, from its dictionary", .stopsServers)
struct ApplicationTableTests {
    /// An application folder defining `x_acme_ticket` (numbered TKT, extending task) with typed columns, and a
    /// staging-free set of records only about the table itself.
    static func folder() throws -> URL {
        let folder = TestScratch.url("nowtape-app-\(UUID().uuidString)").appendingPathComponent("update")
        func id(_ digit: Character) -> String { String(repeating: digit, count: 32) }
        let records: [(String, String, [RecordFileWriter.Field])] = [
            (
                "sys_db_object", id("1"),
                [
                    ("sys_id", id("1"), nil), ("name", "x_acme_ticket", nil), ("label", "Ticket", nil),
                    ("super_class", "8d7a0c3f0a0a0b2e0011f3c2a2a3c1aa", "task"),
                ]
            ),
            (
                "sys_dictionary", id("2"),
                [
                    ("sys_id", id("2"), nil), ("name", "x_acme_ticket", nil), ("element", "u_points", nil),
                    ("column_label", "Points", nil), ("internal_type", "integer", "Integer"),
                    ("default_value", "3", nil),
                ]
            ),
            (
                "sys_dictionary", id("3"),
                [
                    ("sys_id", id("3"), nil), ("name", "x_acme_ticket", nil), ("element", "u_owner", nil),
                    ("column_label", "Owner", nil), ("internal_type", "reference", "Reference"),
                    ("reference", "sys_user", "sys_user"),
                ]
            ),
            (
                "sys_dictionary", id("4"),
                [
                    ("sys_id", id("4"), nil), ("name", "x_acme_ticket", nil), ("element", "u_legacy", nil),
                    ("internal_type", "reference", nil), ("reference", "x_other_missing", nil),
                ]
            ),
            (
                "sys_number", id("5"),
                [("sys_id", id("5"), nil), ("category", "x_acme_ticket", nil), ("prefix", "TKT", nil)]
            ),
        ]
        for (table, sysID, fields) in records {
            try RecordFileWriter.write(
                table: table, action: "INSERT_OR_UPDATE", fields: fields, sysID: sysID, in: folder)
        }
        return folder.deletingLastPathComponent()
    }

    @Test("tables come from sys_db_object and sys_dictionary, typed, numbered, and extending their parent")
    func tablesFromTheDictionary() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = InstanceConfiguration(clock: { SeedData.referenceDate }, updateSets: [folder.path])
        try await withInstance(configuration) { client in
            let created = try await client.request(
                "/api/now/table/x_acme_ticket?sysparm_display_value=false", method: "POST", user: "admin",
                password: "admin", headers: ["Content-Type": "application/json"],
                body: Data(#"{"short_description":"Printer","u_owner":"ea2bc1b14f4212008a5ab895f110c7d1"}"#.utf8))
            #expect(created.status == 201)
            let result = created.result
            #expect((result["number"] as? String)?.hasPrefix("TKT") == true)
            #expect(result["u_points"] as? String == "3")
            #expect(result["short_description"] as? String == "Printer")
            let owner = try await client.request(
                "/api/now/table/x_acme_ticket?sysparm_fields=u_owner.user_name&sysparm_display_value=true",
                user: "admin", password: "admin")
            #expect(owner.results.first?["u_owner.user_name"] as? String == "john.doe")
            // The ticket extends task, so it is one of the tasks too.
            let tasks = try await client.request(
                "/api/now/table/task?sysparm_query=number=\(result["number"] as? String ?? "")", user: "admin",
                password: "admin")
            #expect(tasks.results.count == 1)
        }
    }
}
