import Foundation
import NowInstance
import TestSupport
import Testing

@Suite("Business rules run around every API's writes and queries, as the platform runs them", .stopsServers)
struct BusinessRuleTests {
    static let json = ["Content-Type": "application/json"]

    static func object(_ reply: HTTPTestClient.Reply) -> [String: Any] {
        ((try? JSONSerialization.jsonObject(with: reply.body) as? [String: Any])?["result"] as? [String: Any]) ?? [:]
    }

    static func rows(_ reply: HTTPTestClient.Reply) -> [[String: Any]] {
        ((try? JSONSerialization.jsonObject(with: reply.body) as? [String: Any])?["result"] as? [[String: Any]]) ?? []
    }

    static func text(_ reply: HTTPTestClient.Reply) -> String { String(decoding: reply.body, as: UTF8.self) }

    /// An instance with `rules` (name, table, when, actions, script, extra fields) installed, and its base URL.
    static func withRules<T: Sendable>(
        _ rules: [(name: String, table: String, when: String, actions: [String], script: String)],
        extra: [String: [(String, String)]] = [:], operations: [(String, String, String, Bool)] = [],
        records: [(table: String, sysID: String, fields: [(String, String)])] = [],
        _ body: (HTTPTestClient, EmbeddedInstance) async throws -> T
    ) async throws -> T {
        var fixture =
            operations.isEmpty
            ? UpdateSetFixture()
            : UpdateSetFixture.api(operations: operations.map { ($0.0, $0.1, $0.2, $0.3) })
        for (index, rule) in rules.enumerated() {
            var fields: [(String, String)] = [
                ("name", rule.name), ("collection", rule.table), ("when", rule.when), ("active", "true"),
                ("advanced", "true"), ("order", String(100 + index)), ("script", rule.script),
            ]
            for action in ["insert", "update", "delete", "query"] {
                fields.append(("action_\(action)", rule.actions.contains(action) ? "true" : "false"))
            }
            fields += extra[rule.name] ?? []
            fixture.add("sys_script", String(format: "b%031d", index), fields)
        }
        for record in records { fixture.add(record.table, record.sysID, record.fields) }
        let path = try fixture.write()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let instance = try await EmbeddedInstance.prepare(
            InstanceConfiguration(clock: { SeedData.referenceDate }, updateSets: [path]))
        return try await instance.withRunning { baseURL in
            try await body(HTTPTestClient(baseURL: baseURL), instance)
        }
    }

    @Test("the Loaner Desk's rules: a template under a condition, an abort from a module, an after rule on a filter")
    func loanerDeskRules() async throws {
        let configuration = InstanceConfiguration(clock: { SeedData.referenceDate }, updateSets: [loanerDeskFolder])
        try await withInstance(configuration) { client in
            let table = "/api/now/table/x_nowtape_loaner_loan"
            let tooLong = try await client.request(
                table, method: "POST", user: "john.doe", headers: Self.json, body: Data(#"{"days":"90"}"#.utf8))
            #expect(tooLong.status == 403)
            #expect(
                Self.text(tooLong)
                    == #"{"error":{"message":"Operation Failed","detail":"Error during insert of x_nowtape_loaner_loan"},"#
                    + #""status":"failure"}"#)
            let none = try await client.request(table + "?sysparm_fields=number", user: "john.doe")
            #expect(Self.rows(none).isEmpty, "the aborted insert stored nothing")

            let asked = try await client.request(
                table + "?sysparm_fields=sys_id,number,short_description", method: "POST", user: "john.doe",
                headers: Self.json, body: Data(#"{"days":"5"}"#.utf8))
            #expect(asked.status == 201)
            #expect(Self.object(asked)["short_description"] as? String == "Loan asked for at the desk")
            #expect(Self.object(asked)["number"] as? String == "LOAN0001001")

            let lent = try await client.request(
                "/api/x_nowtape_loaner/desk/loans", method: "POST", user: "john.doe", headers: Self.json,
                body: Data(#"{"tag":"LD-001","days":5}"#.utf8))
            #expect(lent.status == 201)
            let loans = try await client.request(
                table + "?sysparm_query=device.asset_tag=LD-001&sysparm_fields=sys_id,short_description",
                user: "john.doe")
            let loan = try #require(Self.rows(loans).first)
            #expect(loan["short_description"] as? String == "Loan of Pixel 8 to john.doe", "the condition held off")
            let loanID = try #require(loan["sys_id"] as? String)
            let device = "/api/now/table/x_nowtape_loaner_device?sysparm_query=asset_tag=LD-001&sysparm_fields=status"
            #expect(Self.rows(try await client.request(device, user: "john.doe")).first?["status"] as? String == "lent")

            let longer = try await client.request(
                "\(table)/\(loanID)", method: "PATCH", user: "john.doe", headers: Self.json,
                body: Data(#"{"days":"31"}"#.utf8))
            #expect(longer.status == 403)
            #expect(Self.text(longer).contains("Error during update of x_nowtape_loaner_loan (LOAN0001002)"))
            let renamed = try await client.request(
                "\(table)/\(loanID)", method: "PATCH", user: "john.doe", headers: Self.json,
                body: Data(#"{"short_description":"Renamed"}"#.utf8))
            #expect(renamed.status == 200)
            #expect(Self.rows(try await client.request(device, user: "john.doe")).first?["status"] as? String == "lent")

            let returned = try await client.request(
                "\(table)/\(loanID)?sysparm_fields=returned,days", method: "PATCH", user: "john.doe",
                headers: Self.json, body: Data(#"{"returned":"true"}"#.utf8))
            #expect(Self.object(returned)["days"] as? String == "5", "the refused change was not kept")
            #expect(
                Self.rows(try await client.request(device, user: "john.doe")).first?["status"] as? String
                    == "available")
        }
    }

    @Test(
        "a rule on task runs for incidents; fields answer String's methods; previous, changes and changesTo see the values before the update"
    )
    func inheritedRuleSeesPrevious() async throws {
        let script = """
            if (current.operation() === 'insert') {
                // A field answers String's methods with its value, as real rules expect.
                const jammed = current.short_description.match(/jam/i) ? 'jammed' : 'not jammed';
                current.description = 'Opened as ' + current.getRecordClassName() + ': '
                    + current.short_description.toUpperCase() + ', ' + current.short_description.length + ', ' + jammed;
            } else if (current.state.changesTo('6')) {
                current.description = 'Resolved from state ' + previous.getValue('state')
                    + (current.short_description.changes() ? ', renamed' : '');
            }
            """
        try await Self.withRules([("Describe tasks", "task", "before", ["insert", "update"], script)]) { client, _ in
            let created = try await client.request(
                "/api/now/table/incident?sysparm_fields=sys_id,description", method: "POST", user: "john.doe",
                headers: Self.json, body: Data(#"{"short_description":"Printer jam"}"#.utf8))
            #expect(Self.object(created)["description"] as? String == "Opened as incident: PRINTER JAM, 11, jammed")
            let id = try #require(Self.object(created)["sys_id"] as? String)
            let resolved = try await client.request(
                "/api/now/table/incident/\(id)?sysparm_fields=description", method: "PATCH", user: "john.doe",
                headers: Self.json, body: Data(#"{"state":"6","short_description":"Printer jam"}"#.utf8))
            #expect(Self.object(resolved)["description"] as? String == "Resolved from state 1")
        }
    }

    @Test("a query rule narrows the Table API and GlideRecord for everyone but admins")
    func queryRuleNarrows() async throws {
        let script = "if (!gs.hasRole('admin')) { current.addQuery('priority', '1'); }"
        try await Self.withRules(
            [("Only the urgent", "incident", "before", ["query"], script)],
            operations: [
                (
                    "GET", "/count",
                    "(function () { var gr = new GlideRecord('incident'); gr.query(); return { n: gr.getRowCount() }; })();",
                    true
                ),
                (
                    "GET", "/all",
                    "(function () { var gr = new GlideRecord('incident'); gr.setWorkflow(false); gr.query(); "
                        + "return { n: gr.getRowCount() }; })();",
                    true
                ),
            ]
        ) { client, _ in
            let everything = try await client.request(
                "/api/now/table/incident?sysparm_fields=priority", user: "admin", password: "admin")
            let agents = try await client.request("/api/now/table/incident?sysparm_fields=priority", user: "john.doe")
            #expect(Self.rows(everything).count > Self.rows(agents).count)
            #expect(!Self.rows(agents).isEmpty)
            #expect(Self.rows(agents).allSatisfy { $0["priority"] as? String == "1" })
            let hidden = try #require(
                Self.rows(
                    try await client.request(
                        "/api/now/table/incident?sysparm_fields=sys_id,priority&sysparm_query=priority!=1",
                        user: "admin", password: "admin")
                ).first?["sys_id"] as? String)
            let one = try await client.request("/api/now/table/incident/\(hidden)", user: "john.doe")
            #expect(one.status == 404)
            let counted = try await client.request("/api/x_test/probe/count", user: "john.doe")
            #expect(Self.object(counted)["n"] as? Int == Self.rows(agents).count)
            let all = try await client.request("/api/x_test/probe/all", user: "john.doe")
            #expect(Self.object(all)["n"] as? Int == Self.rows(everything).count, "setWorkflow(false) runs no rules")
        }
    }

    @Test("a rule that throws is logged and the write goes on; a rule that rewrites its own record stops 16 deep")
    func failingRulesNeverLoseTheWrite() async throws {
        try await Self.withRules([
            ("Broken", "incident", "before", ["insert"], "current.nothing.here();"),
            ("Endless", "incident", "after", ["update"], "current.setValue('description', 'again'); current.update();"),
        ]) { client, instance in
            let created = try await client.request(
                "/api/now/table/incident?sysparm_fields=sys_id", method: "POST", user: "john.doe", headers: Self.json,
                body: Data(#"{"short_description":"Still saved"}"#.utf8))
            #expect(created.status == 201)
            let id = try #require(Self.object(created)["sys_id"] as? String)
            let failures = instance.log.entries.filter { $0.source == "sys_script:Broken" }
            #expect(failures.contains { $0.message.contains("Business rule Broken failed, and the insert went on") })
            let updated = try await client.request(
                "/api/now/table/incident/\(id)?sysparm_fields=short_description", method: "PATCH", user: "john.doe",
                headers: Self.json, body: Data(#"{"short_description":"Updated"}"#.utf8))
            #expect(updated.status == 200)
            #expect(Self.object(updated)["short_description"] as? String == "Updated")
            #expect(
                instance.log.entries.contains { $0.message.contains("set off rules 16 deep") },
                "\(instance.log.entries.map(\.message))")
        }
    }

    @Test("a before delete rule aborts a delete, naming the record")
    func deleteAborted() async throws {
        let script = "if (current.priority == '1') { current.setAbortAction(true); }"
        try await Self.withRules([("Keep urgent", "incident", "before", ["delete"], script)]) { client, _ in
            let urgent = try #require(
                Self.rows(
                    try await client.request(
                        "/api/now/table/incident?sysparm_fields=sys_id,number&sysparm_query=priority=1&sysparm_limit=1",
                        user: "admin", password: "admin")
                ).first)
            let id = try #require(urgent["sys_id"] as? String)
            let refused = try await client.request(
                "/api/now/table/incident/\(id)", method: "DELETE", user: "admin", password: "admin")
            #expect(refused.status == 403)
            #expect(
                Self.text(refused).contains("Error during delete of incident (\(urgent["number"] as? String ?? ""))"))
            #expect(
                try await client.request("/api/now/table/incident/\(id)", user: "admin", password: "admin").status
                    == 200)
        }
    }

    /// The bridge the ServiceNow SDK generates for a script declared as a module function.
    static func sdkBridge(_ function: String, arguments: String) -> String {
        let path = "x_test/probe/0.0.1/src/server/handler.ts"
        return """
            // @fluent-module \(function);false;\(path)
            // WARNING: This code is generated by the ServiceNow SDK in order to provide
            // support for modular JavaScript.
            const { \(function) } = require('\(path)');
            \(function)(\(arguments));
            """
    }

    @Test("the SDK's module bridge: an operation and a business rule whose scripts are module functions")
    func sdkModuleBridge() async throws {
        let module = """
            import { GlideRecord } from '@servicenow/glide';

            export function stamp(current, previous) {
                current.setValue('description', `Stamped for ${current.getValue('short_description')}`);
            }

            export function process(request, response) {
                const incident = new GlideRecord('incident');
                incident.initialize();
                incident.setValue('short_description', 'From the SDK');
                incident.insert();
                response.setStatus(201);
                response.setBody({ description: incident.getValue('description') });
            }
            """
        let application = "a0000000000000000000000000000001"
        try await Self.withRules(
            [("Stamp", "incident", "before", ["insert"], Self.sdkBridge("stamp", arguments: "current, previous"))],
            extra: ["Stamp": [("sys_scope", application)]],
            operations: [("POST", "/bridge", Self.sdkBridge("process", arguments: "request, response"), true)],
            records: [
                ("sys_app", application, [("name", "Probe"), ("scope", "x_test"), ("js_level", "es_latest")]),
                (
                    "sys_module", "c0000000000000000000000000000001",
                    [
                        ("path", "x_test/probe/0.0.1/src/server/handler.ts"), ("content", module),
                        ("sys_scope", application),
                    ]
                ),
            ]
        ) { client, _ in
            let bridged = try await client.request("/api/x_test/probe/bridge", method: "POST", user: "john.doe")
            #expect(bridged.status == 201, "\(Self.text(bridged))")
            #expect(Self.object(bridged)["description"] as? String == "Stamped for From the SDK")
            let created = try await client.request(
                "/api/now/table/incident?sysparm_fields=description", method: "POST", user: "john.doe",
                headers: Self.json, body: Data(#"{"short_description":"Through the Table API"}"#.utf8))
            #expect(Self.object(created)["description"] as? String == "Stamped for Through the Table API")
        }
    }
}
