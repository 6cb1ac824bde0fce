import Foundation
import NowInstance
import Testing

/// The Import Set API over real sockets, with the bundled `UpdateSets/incident_import.xml`: a staging table, a
/// transform map that coalesces on the incident number, field scripts, and a map script that ignores and fails rows.
@Suite("Embedded instance: Import Set API")
struct ImportSetAPITests {
    static var updateSet: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("UpdateSets/incident_import.xml").path
    }

    static var configuration: InstanceConfiguration {
        InstanceConfiguration(clock: { SeedData.referenceDate }, updateSets: [updateSet])
    }

    func post(_ client: HTTPTestClient, _ path: String, _ body: String, user: String = "admin") async throws
        -> HTTPTestClient.Reply
    {
        try await client.request(
            path, method: "POST", user: user, password: user == "admin" ? "admin" : "password",
            headers: ["Content-Type": "application/json"], body: Data(body.utf8))
    }

    @Test("a row is staged, transformed through field scripts, and answered in the platform's shape")
    func insert() async throws {
        try await withInstance(Self.configuration) { client in
            let reply = try await post(
                client, "/api/now/import/u_imp_incident",
                #"{"u_short_description":"Imported fault","u_caller":"john.doe","u_priority":"High","u_category":"hardware"}"#
            )
            #expect(reply.status == 201)
            #expect(reply.json["staging_table"] as? String == "u_imp_incident")
            #expect((reply.json["import_set"] as? String)?.hasPrefix("ISET") == true)
            let result = try #require((reply.json["result"] as? [[String: String]])?.first)
            #expect(result["transform_map"] == "Incident import to incident")
            #expect(result["table"] == "incident")
            #expect(result["status"] == "inserted")
            #expect(result["display_name"] == "number")
            let id = try #require(result["sys_id"])
            #expect(result["record_link"] == "\(client.baseURL)/api/now/table/incident/\(id)")
            let incident = try await client.request(
                "/api/now/table/incident/\(id)?sysparm_fields=number,short_description,priority,category,"
                    + "caller_id.user_name", user: "admin", password: "admin")
            #expect(incident.result["number"] as? String == result["display_value"])
            #expect(incident.result["short_description"] as? String == "Imported fault")
            #expect(incident.result["priority"] as? String == "2")
            #expect(incident.result["category"] as? String == "hardware")
            #expect(incident.result["caller_id.user_name"] as? String == "john.doe")
            let journal = try await client.request(
                "/api/now/table/sys_journal_field?sysparm_query=element_id=\(id)", user: "admin", password: "admin")
            #expect(journal.results.first?["value"] as? String == "Imported through Incident import to incident")
        }
    }

    @Test("coalescing on number updates the existing record; the map script can ignore or fail a row")
    func coalesceIgnoreError() async throws {
        try await withInstance(Self.configuration) { client in
            let existing = try await client.request(
                "/api/now/table/incident?sysparm_limit=1&sysparm_fields=sys_id,number", user: "admin",
                password: "admin")
            let number = try #require(existing.results.first?["number"] as? String)
            let id = try #require(existing.results.first?["sys_id"] as? String)
            let updated = try await post(
                client, "/api/now/import/u_imp_incident",
                #"{"u_number":"\#(number)","u_short_description":"Changed by import","u_priority":"low"}"#)
            let result = try #require((updated.json["result"] as? [[String: String]])?.first)
            #expect(result["status"] == "updated")
            #expect(result["sys_id"] == id)
            #expect(result["status_message"] == "Updated \(number)")
            let read = try await client.request(
                "/api/now/table/incident/\(id)?sysparm_fields=short_description,priority", user: "admin",
                password: "admin")
            #expect(read.result["short_description"] as? String == "Changed by import")
            #expect(read.result["priority"] as? String == "4")
            // An empty source value leaves the field alone: the map does not copy empty fields.
            _ = try await post(
                client, "/api/now/import/u_imp_incident", #"{"u_number":"\#(number)","u_short_description":"Again"}"#)
            let kept = try await client.request(
                "/api/now/table/incident/\(id)?sysparm_fields=short_description,priority", user: "admin",
                password: "admin")
            #expect(kept.result["short_description"] as? String == "Again")
            #expect(kept.result["priority"] as? String == "4")
            let ignored = try await post(client, "/api/now/import/u_imp_incident", #"{"u_short_description":""}"#)
            #expect((ignored.json["result"] as? [[String: String]])?.first?["status"] == "ignored")
            let failed = try await post(
                client, "/api/now/import/u_imp_incident", #"{"u_short_description":"x","u_priority":"Unknown"}"#)
            let failure = try #require((failed.json["result"] as? [[String: String]])?.first)
            #expect(failure["status"] == "error")
            #expect(failure["error_message"]?.contains("Unknown") == true)
            #expect(failure["sys_id"] == nil)
        }
    }

    @Test("insertMultiple reads columns by name or label, and GET reads a row's result back")
    func insertMultipleAndRead() async throws {
        try await withInstance(Self.configuration) { client in
            let reply = try await post(
                client, "/api/now/import/u_imp_incident/insertMultiple",
                #"{"records":[{"Short description":"multi one","Caller":"abel.tuter"},{"u_short_description":"multi two"}]}"#
            )
            #expect(reply.status == 201)
            let setID = try #require(reply.json["import_set_id"] as? String)
            #expect(reply.json["multi_import_set_id"] is String)
            let rows = try await client.request(
                "/api/now/table/u_imp_incident?sysparm_query=sys_import_set=\(setID)%5EORDERBYsys_import_row",
                user: "admin", password: "admin")
            #expect(rows.results.map { $0["sys_import_state"] as? String } == ["inserted", "inserted"])
            #expect(rows.results.map { $0["u_short_description"] as? String } == ["multi one", "multi two"])
            let rowID = try #require(rows.results.first?["sys_id"] as? String)
            let read = try await client.request(
                "/api/now/import/u_imp_incident/\(rowID)", user: "admin", password: "admin")
            #expect(read.status == 200)
            let result = try #require((read.json["result"] as? [[String: String]])?.first)
            #expect(result["status"] == "inserted")
            let target = try #require(result["sys_id"])
            let incident = try await client.request(
                "/api/now/table/incident/\(target)?sysparm_fields=caller_id.user_name", user: "admin",
                password: "admin")
            #expect(incident.result["caller_id.user_name"] as? String == "abel.tuter")
            let missing = try await client.request(
                "/api/now/import/u_imp_incident/\(String(repeating: "0", count: 32))", user: "admin",
                password: "admin")
            #expect(missing.status == 404)
        }
    }

    @Test("only import roles may load; only staging tables load; bad bodies get 400")
    func refusals() async throws {
        try await withInstance(Self.configuration) { client in
            let itil = try await post(client, "/api/now/import/u_imp_incident", "{}", user: "john.doe")
            #expect(itil.status == 403)
            let notStaging = try await post(client, "/api/now/import/incident", "{}")
            #expect(notStaging.status == 400)
            #expect(notStaging.errorMessage == "Invalid staging table incident")
            let unknown = try await post(client, "/api/now/import/nope", "{}")
            #expect(unknown.errorMessage == "Invalid table nope")
            let badMultiple = try await post(client, "/api/now/import/u_imp_incident/insertMultiple", "[1]")
            #expect(badMultiple.status == 400)
            #expect(badMultiple.errorMessage == "Invalid insertMultiple body")
            let badJSON = try await post(client, "/api/now/import/u_imp_incident", "{not json")
            #expect(badJSON.status == 400)
            let anonymous = try await client.request("/api/now/import/u_imp_incident", method: "POST")
            #expect(anonymous.status == 401)
        }
    }
}
