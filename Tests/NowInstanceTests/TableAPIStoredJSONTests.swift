import Foundation
import NowInstance
import Testing

@Suite("Table API: lists copied from the stored JSON")
struct TableAPIStoredJSONTests {
    /// The list's body must be the single-record reads of the same records, in order, byte for byte: a single read
    /// decodes its record, while a list copies what it can from the stored JSON.
    private func expectListEqualsSingles(
        _ client: HTTPTestClient, table: String, query: String, parameters: String, limit: Int = 40
    ) async throws {
        let list = try await client.request(
            "/api/now/table/\(table)?sysparm_query=\(query)&sysparm_limit=\(limit)&\(parameters)", user: "admin",
            password: "admin")
        #expect(list.status == 200)
        let ids = list.results.compactMap { $0["sys_id"] as? String }
        let sysIDs = try await client.request(
            "/api/now/table/\(table)?sysparm_query=\(query)&sysparm_limit=\(limit)&sysparm_fields=sys_id",
            user: "admin", password: "admin"
        ).results.compactMap { $0["sys_id"] as? String }
        #expect(!sysIDs.isEmpty)
        var singles: [String] = []
        for id in sysIDs {
            let one = try await client.request(
                "/api/now/table/\(table)/\(id)?\(parameters)", user: "admin", password: "admin")
            let text = String(decoding: one.body, as: UTF8.self)
            #expect(text.hasPrefix(#"{"result":"#) && text.hasSuffix("}"))
            singles.append(String(text.dropFirst(#"{"result":"#.count).dropLast()))
        }
        let expected = #"{"result":["# + singles.joined(separator: ",") + "]}"
        #expect(String(decoding: list.body, as: UTF8.self) == expected, "\(table) \(parameters)")
        if !parameters.contains("sysparm_fields") || parameters.contains("sys_id,") { #expect(ids == sysIDs) }
    }

    @Test("escaped, non-ASCII, empty, missing and reference values, across classes and field lists")
    func listsEqualSingleReads() async throws {
        let text = "He said \"reboot\"\\now\n\t\u{1} — naïve ✓ 😀 </script>"
        try await withInstance(InstanceConfiguration(clock: { SeedData.referenceDate })) { client in
            let values: [[String: String]] = [
                ["short_description": text, "description": "", "impact": "1"],
                ["short_description": "plain", "caller_id": "", "category": "10"],
                ["short_description": "ünïcödé", "work_notes": "a note"],
            ]
            for value in values {
                let body = try JSONSerialization.data(withJSONObject: value)
                let created = try await client.request(
                    "/api/now/table/incident", method: "POST", user: "admin", password: "admin", body: body)
                #expect(created.status == 201)
            }
            let problem = try JSONSerialization.data(withJSONObject: ["short_description": "a \"problem\""])
            #expect(
                try await client.request(
                    "/api/now/table/problem", method: "POST", user: "admin", password: "admin",
                    body: problem
                )
                .status == 201)
            let recent = "ORDERBYDESCsys_created_on^ORDERBYnumber"
            for parameters in [
                "sysparm_display_value=false", "sysparm_exclude_reference_link=true",
                "sysparm_fields=sys_id,short_description,short_description,no_such_field,caller_id,work_notes,impact",
                "sysparm_fields=number,sys_class_name",
            ] {
                try await expectListEqualsSingles(client, table: "incident", query: recent, parameters: parameters)
                try await expectListEqualsSingles(client, table: "task", query: recent, parameters: parameters)
            }
        }
    }

    @Test("a table redefined at run time lists with its new fields and its new child table's records at once")
    func redefinedTableListsAtOnce() async throws {
        let instance = try await EmbeddedInstance.prepare(InstanceConfiguration(clock: { SeedData.referenceDate }))
        try await instance.withRunning { baseURL in
            let client = HTTPTestClient(baseURL: baseURL)
            let gadget = TableDefinition(
                "x_demo_gadget", label: "Gadget", displayField: "name", fields: [FieldDefinition("name", .string)])
            try instance.repository.define(gadget)
            let body = try JSONSerialization.data(withJSONObject: ["name": "Sprocket"])
            _ = try await client.request(
                "/api/now/table/x_demo_gadget", method: "POST", user: "admin", password: "admin", body: body)
            let before = try await client.request("/api/now/table/x_demo_gadget", user: "admin", password: "admin")
            #expect(before.results.first?["name"] as? String == "Sprocket")
            #expect(before.results.first?["color"] == nil)

            try instance.repository.define(
                TableDefinition(
                    "x_demo_gadget", label: "Gadget", displayField: "name",
                    fields: [FieldDefinition("name", .string), FieldDefinition("color", .string)]))
            try instance.repository.define(
                TableDefinition(
                    "x_demo_widget", label: "Widget", parent: "x_demo_gadget", displayField: "name",
                    fields: [FieldDefinition("size", .string)]))
            let widget = try JSONSerialization.data(withJSONObject: ["name": "Cog", "size": "large"])
            _ = try await client.request(
                "/api/now/table/x_demo_widget", method: "POST", user: "admin", password: "admin", body: widget)
            let after = try await client.request(
                "/api/now/table/x_demo_gadget?sysparm_query=ORDERBYname", user: "admin", password: "admin")
            #expect(after.results.map { $0["name"] as? String } == ["Cog", "Sprocket"])
            #expect(after.results.last?["color"] as? String == "")
            #expect(after.results.first?["size"] as? String == "large")
        }
    }
}
