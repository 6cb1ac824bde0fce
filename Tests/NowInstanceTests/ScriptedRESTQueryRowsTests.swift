import Foundation
import NowInstance
import Testing

@Suite("Scripted REST query rows: a script reads each field of many stored records as the Table API shows it")
struct ScriptedRESTQueryRowsTests {
    static let script = """
        (function process(request, response) {
            var gr = new GlideRecord('incident');
            gr.addQuery('short_description', 'STARTSWITH', 'rowtest');
            gr.orderBy('number');
            gr.query();
            var rows = [];
            while (gr.next()) {
                rows.push({ id: gr.getUniqueValue(), short: gr.getValue('short_description'),
                    cls: gr.getValue('sys_class_name'), priority: gr.getValue('priority'),
                    description: gr.getValue('description'), none: gr.getValue('no_such_field') });
            }
            return rows;
        })(request, response);
        """

    @Test("escaped, non-ASCII, empty and absent values, and the class, match the Table API's for every row")
    func fieldsMatchTheTableAPI() async throws {
        let fixture = UpdateSetFixture.api(operations: [("GET", "/rows", Self.script, true)])
        let configuration = try ScriptedRESTHostTests.configuration(fixture)
        try await withInstance(configuration) { client in
            let texts = ["rowtest \"quoted\" and \\ back", "rowtest café 😀", "rowtest line\nbreak\ttab", "rowtest"]
            for (index, text) in texts.enumerated() {
                var values: [String: Any] = ["short_description": text, "priority": String(index + 1)]
                if index != 3 { values["description"] = "about \(text)" }
                let created = try await client.request(
                    "/api/now/table/incident", method: "POST", user: "admin", password: "admin",
                    headers: ["Content-Type": "application/json"],
                    body: try JSONSerialization.data(withJSONObject: values))
                #expect(created.status == 201)
            }
            let table = try await client.request(
                "/api/now/table/incident?sysparm_query=short_descriptionSTARTSWITHrowtest%5EORDERBYnumber"
                    + "&sysparm_fields=sys_id,short_description,sys_class_name,priority,description",
                user: "admin", password: "admin")
            let expected = try #require(table.json["result"] as? [[String: String]])
            let scripted = try await client.request("/api/x_test/v1/probe/rows", user: "admin", password: "admin")
            #expect(scripted.status == 200)
            let rows = try #require(scripted.json["result"] as? [[String: Any]])
            #expect(rows.count == texts.count)
            for (row, record) in zip(rows, expected) {
                #expect(row["id"] as? String == record["sys_id"])
                #expect(row["short"] as? String == record["short_description"])
                #expect(row["cls"] as? String == "incident")
                #expect(row["priority"] as? String == record["priority"])
                let description = record["description"] ?? ""
                #expect(row["description"] as? String == (description.isEmpty ? nil : description))
                #expect(row["none"] is NSNull)
            }
        }
    }
}
