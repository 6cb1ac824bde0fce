import Foundation
import NowInstance
import TestSupport
import Testing

@Suite("Embedded instance: GraphQL mutations and the live schema", .stopsServers)
struct GraphQLMutationTests {
    @Test("Insert, update and delete through GlideRecord_Mutation, seen by the Table API")
    func writes() async throws {
        try await withInstance { client in
            let inserted = try await client.graphQL(
                """
                mutation ($values: incident_GlideRecord_Input!) { GlideRecord_Mutation {
                  insert_incident(values: $values) { sys_id { value } number { value } priority { displayValue }
                    opened_by { displayValue } }
                } }
                """, variables: ["values": ["short_description": "Printer jammed", "impact": "1", "urgency": "2"]],
                user: "john.doe")
            #expect(inserted.graphQLErrors.isEmpty, "\(inserted.text)")
            let record = inserted.glide["insert_incident"] as? [String: Any] ?? [:]
            let sysID = try #require(record.value("sys_id"))
            #expect(record.value("number")?.hasPrefix("INC") == true)
            #expect(record.displayValue("priority") == "2 - High")
            #expect(record.displayValue("opened_by") == "John Doe")

            let updated = try await client.graphQL(
                "mutation { GlideRecord_Mutation { update_incident(sys_id: \"\(sysID)\", values: "
                    + "{state: \"2\", short_description: \"Printer fixed\"}) { state { displayValue } "
                    + "short_description { value } sys_mod_count { value } } } }",
                user: "john.doe")
            let after = updated.glide["update_incident"] as? [String: Any] ?? [:]
            #expect(after.displayValue("state") == "In Progress")
            #expect(after.value("short_description") == "Printer fixed")
            #expect((after["sys_mod_count"] as? [String: Any])?["value"] as? Int == 1)
            let viaTable = try await client.request(
                "/api/now/table/incident/\(sysID)?sysparm_fields=short_description", user: "admin", password: "admin")
            #expect(viaTable.result["short_description"] as? String == "Printer fixed")

            let deleted = try await client.graphQL(
                "mutation { GlideRecord_Mutation { delete_incident(sys_id: \"\(sysID)\") { number { value } } } }")
            #expect(deleted.graphQLErrors.isEmpty, "\(deleted.text)")
            #expect((deleted.glide["delete_incident"] as? [String: Any])?.value("number") == record.value("number"))
            let gone = try await client.request("/api/now/table/incident/\(sysID)", user: "admin", password: "admin")
            #expect(gone.status == 404)
        }
    }

    @Test("Writes run one after another in the order the mutation lists them")
    func writeOrder() async throws {
        try await withInstance { client in
            let inserts = (1...8).map {
                "w\($0): insert_kb_knowledge(values: {short_description: \"Note \($0)\"}) "
                    + "{ number { value } }"
            }
            let reply = try await client.graphQL(
                "mutation { GlideRecord_Mutation { \(inserts.joined(separator: " ")) } }")
            #expect(reply.graphQLErrors.isEmpty, "\(reply.text)")
            let numbers = (1...8).compactMap { (reply.glide["w\($0)"] as? [String: Any])?.value("number") }
            #expect(numbers.count == 8)
            #expect(numbers == numbers.sorted())
            #expect(Set(numbers).count == 8)
        }
    }

    @Test("Writes the caller's ACLs forbid fail with the platform's message, and the others still run")
    func writeACLs() async throws {
        try await withInstance { client in
            let reply = try await client.graphQL(
                """
                mutation { GlideRecord_Mutation {
                  denied: insert_kb_knowledge(values: {short_description: "Not mine"}) { number { value } }
                  allowed: insert_incident(values: {short_description: "Mine"}) { number { value } }
                  missing: update_incident(sys_id: "00000000000000000000000000000000", values: {state: "2"}) {
                    number { value } }
                } }
                """, user: "guest.user")
            #expect(reply.status == 200)
            let errors = reply.json["errors"] as? [[String: Any]] ?? []
            let byPath = Dictionary(
                uniqueKeysWithValues: errors.map {
                    (($0["path"] as? [String])?.last ?? "", $0["message"] as? String ?? "")
                })
            #expect(byPath["denied"] == "Operation Failed: ACL Exception Insert Failed due to security constraints")
            #expect(byPath["missing"]?.hasPrefix("No Record found") == true)
            #expect((reply.glide["allowed"] as? [String: Any])?.value("number")?.hasPrefix("INC") == true)
        }
    }

    @Test("A table defined at run time appears in the schema on the next request, without a restart")
    func schemaFollowsDictionary() async throws {
        let instance = try await EmbeddedInstance.prepare(InstanceConfiguration(clock: { SeedData.referenceDate }))
        let running = try await instance.start()
        let client = HTTPTestClient(baseURL: running.baseURL)
        let before = try await client.graphQL("{ GlideRecord_Query { x_demo_gadget { _rowCount } } }")
        #expect(before.graphQLErrors.first?.contains("x_demo_gadget") == true)

        try instance.repository.define(
            TableDefinition(
                "x_demo_gadget", label: "Gadget", displayField: "name",
                fields: [FieldDefinition("name", .string), FieldDefinition("owner", .reference("sys_user"))]))
        let created = try await client.graphQL(
            "mutation { GlideRecord_Mutation { insert_x_demo_gadget(values: {name: \"Sprocket\", "
                + "owner: \"ea2bc1b14f4212008a5ab895f110c7d1\"}) { sys_id { value } } } }")
        #expect(created.graphQLErrors.isEmpty, "\(created.text)")
        let after = try await client.graphQL(
            "{ GlideRecord_Query { x_demo_gadget { _rowCount _results { name { value } owner { displayValue } } "
                + "_table_metadata { label } } } }")
        #expect(after.graphQLErrors.isEmpty, "\(after.text)")
        #expect(after.rowCount("x_demo_gadget") == 1)
        #expect(after.rows("x_demo_gadget").first?.displayValue("owner") == "John Doe")
        let label = (after.glide["x_demo_gadget"] as? [String: Any])?["_table_metadata"] as? [String: Any]
        #expect(label?["label"] as? String == "Gadget")
    }
}
