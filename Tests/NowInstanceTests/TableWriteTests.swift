import Foundation
import NowInstance
import Testing

@Suite("Embedded instance: Table API writes, the task hierarchy and ACL rows")
struct TableWriteTests {
    @Test("POST creates with 201, Location, system fields and a number; PUT and PATCH update; DELETE removes")
    func crud() async throws {
        try await withInstance { client in
            let created = try await client.request(
                "/api/now/table/incident", method: "POST", user: "john.doe",
                body: Data(#"{"short_description":"Badge reader offline","urgency":2,"active":true}"#.utf8))
            #expect(created.status == 201)
            let record = created.result
            let id = try #require(record["sys_id"] as? String)
            #expect(id.count == 32 && id.allSatisfy { $0.isHexDigit && !$0.isUppercase })
            // The Location names the record under the path the client posted to.
            #expect(created.headers["location"] == "\(client.baseURL)/api/now/table/incident/\(id)")
            #expect((record["number"] as? String)?.hasPrefix("INC") == true)
            #expect(record["sys_created_by"] as? String == "john.doe")
            #expect(record["sys_mod_count"] as? String == "0")
            #expect(record["sys_class_name"] as? String == "incident")
            #expect(record["urgency"] as? String == "2")
            #expect(record["active"] as? String == "true")
            #expect(record["sys_created_on"] as? String == "2026-03-18 12:00:00")
            #expect((record["opened_by"] as? [String: String])?["value"] == "ea2bc1b14f4212008a5ab895f110c7d1")

            let path = "/api/now/table/incident/\(id)"
            let put = try await client.request(
                path, method: "PUT", user: "john.doe", body: Data(#"{"state":"2"}"#.utf8))
            #expect(put.status == 200)
            #expect(put.result["state"] as? String == "2")
            #expect(put.result["sys_mod_count"] as? String == "1")
            let patch = try await client.request(
                path, method: "PATCH", user: "abel.tuter",
                body: Data(#"{"short_description":"Badge reader fixed"}"#.utf8))
            #expect(patch.status == 200)
            #expect(patch.result["short_description"] as? String == "Badge reader fixed")
            #expect(patch.result["state"] as? String == "2")
            #expect(patch.result["sys_updated_by"] as? String == "abel.tuter")

            let delete = try await client.request(path, method: "DELETE", user: "admin", password: "admin")
            #expect(delete.status == 204)
            #expect(delete.body.isEmpty)
            let gone = try await client.request(path, user: "john.doe")
            #expect(gone.status == 404)
        }
    }

    @Test("a list's display values follow writes to the records it references: a renamed caller, a deleted one")
    func displayValuesFollowReferencedWrites() async throws {
        try await withInstance { client in
            let list =
                "/api/now/table/incident?sysparm_query=caller_idISNOTEMPTY%5EORDERBYnumber&sysparm_limit=5"
                + "&sysparm_fields=number,caller_id&sysparm_exclude_reference_link=true&sysparm_display_value="
            func callers(_ mode: String) async throws -> [String] {
                try await client.request(list + mode, user: "admin", password: "admin").results
                    .compactMap { $0["caller_id"] as? String }
            }
            let callerID = try #require(try await callers("false").first)
            let shown = try await callers("true")
            #expect(shown.first?.isEmpty == false)
            let renamed = try await client.request(
                "/api/now/table/sys_user/\(callerID)", method: "PATCH", user: "admin", password: "admin",
                body: Data(#"{"name":"Renamed Caller"}"#.utf8))
            #expect(renamed.status == 200)
            #expect(try await callers("true").first == "Renamed Caller")
            let deleted = try await client.request(
                "/api/now/table/sys_user/\(callerID)", method: "DELETE", user: "admin", password: "admin")
            #expect(deleted.status == 204)
            #expect(try await callers("true").first == "")
        }
    }

    @Test("numbers are generated per table: INC, PRB, CHG and KB")
    func numbers() async throws {
        try await withInstance { client in
            for (table, prefix) in [("incident", "INC"), ("problem", "PRB"), ("change_request", "CHG")] {
                let reply = try await client.request(
                    "/api/now/table/\(table)", method: "POST", user: "john.doe",
                    body: Data(#"{"short_description":"new"}"#.utf8))
                let number = try #require(reply.result["number"] as? String)
                #expect(number.hasPrefix(prefix) && number.count == prefix.count + 7)
            }
            let article = try await client.request(
                "/api/now/table/kb_knowledge", method: "POST", user: "admin", password: "admin",
                body: Data(#"{"short_description":"new"}"#.utf8))
            #expect((article.result["number"] as? String)?.hasPrefix("KB") == true)
        }
    }

    @Test("comments and work_notes become sys_journal_field rows")
    func journal() async throws {
        try await withInstance { client in
            let created = try await client.request(
                "/api/now/table/incident", method: "POST", user: "john.doe",
                body: Data(#"{"short_description":"x","comments":"Customer called","work_notes":"Rebooted"}"#.utf8))
            let id = try #require(created.result["sys_id"] as? String)
            let entries = try await client.request(
                "/api/now/table/sys_journal_field?element_id=\(id)&sysparm_query=ORDERBYelement", user: "john.doe")
            #expect(entries.results.compactMap { $0["element"] as? String } == ["comments", "work_notes"])
            #expect(entries.results.compactMap { $0["value"] as? String } == ["Customer called", "Rebooted"])
            #expect(entries.results.allSatisfy { $0["name"] as? String == "incident" })
        }
    }

    @Test("task returns incidents, problems and change requests, each with its sys_class_name")
    func taskHierarchy() async throws {
        let client = try await SharedInstance.shared.client()
        let tasks = try await client.request(
            "/api/now/table/task?sysparm_fields=sys_class_name,number", user: "john.doe")
        #expect(tasks.headers["x-total-count"] == "260")
        let classes = Set(tasks.results.compactMap { $0["sys_class_name"] as? String })
        #expect(classes == ["incident", "problem", "change_request"])
        for row in tasks.results {
            let prefix = ["incident": "INC", "problem": "PRB", "change_request": "CHG"][
                row["sys_class_name"] as? String ?? ""]
            #expect((row["number"] as? String)?.hasPrefix(prefix ?? "?") == true)
        }
        let changes = try await client.request(
            "/api/now/table/task?sysparm_query=sys_class_name%3Dchange_request&sysparm_limit=1", user: "john.doe")
        #expect(changes.headers["x-total-count"] == "30")
        let id = try #require(changes.results.first?["sys_id"] as? String)
        let viaParent = try await client.request("/api/now/table/task/\(id)", user: "john.doe")
        #expect(viaParent.result["sys_class_name"] as? String == "change_request")
        let viaIncident = try await client.request("/api/now/table/incident/\(id)", user: "john.doe")
        #expect(viaIncident.status == 404)
    }

    @Test("rows an ACL hides are left out of lists and are 404 one by one")
    func rowACLs() async throws {
        try await withInstance { client in
            let guestID = "5137153cc611227c000bbd1bd8cd2005"
            let own = try await client.request(
                "/api/now/table/incident", method: "POST", user: "guest.user",
                body: Data(#"{"short_description":"My laptop"}"#.utf8))
            #expect(own.status == 201)
            let ownID = try #require(own.result["sys_id"] as? String)
            let visible = try await client.request(
                "/api/now/table/incident?sysparm_fields=sys_id,opened_by,caller_id"
                    + "&sysparm_exclude_reference_link=true", user: "guest.user")
            #expect(visible.results.contains { $0["sys_id"] as? String == ownID })
            #expect(
                visible.results.allSatisfy {
                    $0["opened_by"] as? String == guestID || $0["caller_id"] as? String == guestID
                })
            #expect(visible.headers["x-total-count"] == String(visible.results.count))
            let other = try await client.request(
                "/api/now/table/incident?sysparm_limit=1&sysparm_query=opened_by!%3D\(guestID)%5Ecaller_id!%3D\(guestID)",
                user: "john.doe")
            let otherID = try #require(other.results.first?["sys_id"] as? String)
            let hidden = try await client.request("/api/now/table/incident/\(otherID)", user: "guest.user")
            #expect(hidden.status == 404)
            #expect(hidden.errorMessage == "No Record found")
            let hiddenWrite = try await client.request(
                "/api/now/table/incident/\(otherID)", method: "PATCH", user: "guest.user", body: Data("{}".utf8))
            #expect(hiddenWrite.status == 404)
            let ownWrite = try await client.request(
                "/api/now/table/incident/\(ownID)", method: "PATCH", user: "guest.user",
                body: Data(#"{"state":"6"}"#.utf8))
            #expect(ownWrite.status == 403)
            let itil = try await client.request("/api/now/table/incident/\(otherID)", user: "john.doe")
            #expect(itil.status == 200)
        }
    }

    @Test("sysparm_input_display_value stores choice values and reference sys_ids from display values")
    func inputDisplayValue() async throws {
        try await withInstance { client in
            let created = try await client.request(
                "/api/now/table/incident?sysparm_input_display_value=true", method: "POST", user: "john.doe",
                body: Data(#"{"short_description":"x","state":"In Progress","assigned_to":"Abel Tuter"}"#.utf8))
            #expect(created.result["state"] as? String == "2")
            #expect(
                (created.result["assigned_to"] as? [String: String])?["value"] == "62826bf03710200044e0bfc8bcbe5df1")
        }
    }
}
