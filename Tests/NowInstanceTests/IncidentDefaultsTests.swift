import Foundation
import NowInstance
import TestSupport
import Testing

@Suite("An inserted incident carries the dictionary's defaults and the priority lookup, on every path", .stopsServers)
struct IncidentDefaultsTests {
    static let json = ["Content-Type": "application/json"]

    static func result(_ reply: HTTPTestClient.Reply) -> [String: String] {
        let object = try? JSONSerialization.jsonObject(with: reply.body) as? [String: Any]
        return (object?["result"] as? [String: String]) ?? [:]
    }

    @Test("an empty body gets impact 3, urgency 3, priority 5 and the counters and choices the platform defaults")
    func emptyBody() async throws {
        try await withInstance { client in
            let created = try await client.request(
                "/api/now/table/incident?sysparm_fields=impact,urgency,priority,state,active,escalation,"
                    + "reassignment_count,category,opened_at",
                method: "POST", user: "john.doe", headers: Self.json, body: Data("{}".utf8))
            #expect(created.status == 201)
            let values = Self.result(created)
            #expect(
                values.filter { $0.key != "opened_at" } == [
                    "impact": "3", "urgency": "3", "priority": "5", "state": "1", "active": "true",
                    "escalation": "0", "reassignment_count": "0", "category": "inquiry",
                ])
            #expect(values["opened_at"] == SeedData.referenceDate.description)
            let bookkeeping = try await client.request(
                "/api/now/table/incident?sysparm_fields=sys_id,approval,upon_approval,upon_reject,made_sla,knowledge,"
                    + "contact_type,incident_state,severity,notify,reopen_count,child_incidents",
                method: "POST", user: "john.doe", headers: Self.json, body: Data("{}".utf8))
            var expected = [
                "approval": "not requested", "upon_approval": "proceed", "upon_reject": "cancel", "made_sla": "true",
                "knowledge": "false", "contact_type": "", "incident_state": "1", "severity": "3", "notify": "1",
                "reopen_count": "0", "child_incidents": "0",
            ]
            let id = Self.result(bookkeeping)["sys_id"] ?? ""
            expected["sys_id"] = id
            #expect(Self.result(bookkeeping) == expected)
            let resolved = try await client.request(
                "/api/now/table/incident/\(id)?sysparm_fields=state,incident_state", method: "PATCH", user: "john.doe",
                headers: Self.json, body: Data(#"{"state":"6"}"#.utf8))
            #expect(Self.result(resolved) == ["state": "6", "incident_state": "6"], "incident_state follows state")
            let domain = try await client.request(
                "/api/now/table/incident?sysparm_fields=number,task_effective_number,sys_domain,sys_domain_path"
                    + "&sysparm_exclude_reference_link=true",
                method: "POST", user: "john.doe", headers: Self.json, body: Data("{}".utf8))
            let domainValues = Self.result(domain)
            #expect(domainValues["sys_domain"] == "global")
            #expect(domainValues["sys_domain_path"] == "/")
            #expect(domainValues["task_effective_number"] == domainValues["number"])
            #expect(domainValues["number"]?.hasPrefix("INC") == true)
        }
    }

    @Test("priority follows impact and urgency on insert and on update, over a priority the client sends")
    func lookup() async throws {
        try await withInstance { client in
            let created = try await client.request(
                "/api/now/table/incident?sysparm_fields=sys_id,priority", method: "POST", user: "john.doe",
                headers: Self.json, body: Data(#"{"impact":"2","urgency":"2","priority":"1"}"#.utf8))
            #expect(Self.result(created)["priority"] == "3")
            let id = Self.result(created)["sys_id"] ?? ""
            let raised = try await client.request(
                "/api/now/table/incident/\(id)?sysparm_fields=priority", method: "PATCH", user: "john.doe",
                headers: Self.json, body: Data(#"{"impact":"1"}"#.utf8))
            #expect(Self.result(raised)["priority"] == "2")
            let direct = try await client.request(
                "/api/now/table/incident/\(id)?sysparm_fields=priority", method: "PATCH", user: "john.doe",
                headers: Self.json, body: Data(#"{"priority":"4","short_description":"Only the priority"}"#.utf8))
            #expect(Self.result(direct)["priority"] == "4", "a write that leaves impact and urgency keeps its priority")
            // Problems keep the priority they are given: the lookup is the incident table's.
            let problem = try await client.request(
                "/api/now/table/problem?sysparm_fields=priority,impact", method: "POST", user: "john.doe",
                headers: Self.json, body: Data(#"{"priority":"2"}"#.utf8))
            #expect(Self.result(problem) == ["priority": "2", "impact": "3"])
        }
    }

    @Test("an incident carries the platform's resolution and relation columns, empty until set, and resolves with them")
    func resolutionColumns() async throws {
        try await withInstance { client in
            let created = try await client.request(
                "/api/now/table/incident?sysparm_fields=sys_id,close_code,close_notes,resolved_at,hold_reason,"
                    + "parent_incident,business_stc,order,watch_list",
                method: "POST", user: "john.doe", headers: Self.json, body: Data("{}".utf8))
            let id = Self.result(created)["sys_id"] ?? ""
            #expect(
                Self.result(created) == [
                    "sys_id": id, "close_code": "", "close_notes": "", "resolved_at": "", "hold_reason": "",
                    "parent_incident": "", "business_stc": "", "order": "", "watch_list": "",
                ])
            let resolved = try await client.request(
                "/api/now/table/incident/\(id)?sysparm_fields=state,close_code,close_notes&sysparm_display_value=all",
                method: "PATCH", user: "john.doe", headers: Self.json,
                body: Data(#"{"state":"6","close_code":"Solution provided","close_notes":"Restarted the router"}"#.utf8)
            )
            let object = try JSONSerialization.jsonObject(with: resolved.body) as? [String: Any]
            let fields = object?["result"] as? [String: [String: String]] ?? [:]
            #expect(fields["close_code"] == ["display_value": "Solution provided", "value": "Solution provided"])
            #expect(fields["close_notes"]?["value"] == "Restarted the router")
            let found = try await client.request(
                "/api/now/table/incident?sysparm_query=close_code=Solution%20provided&sysparm_fields=sys_id",
                user: "john.doe")
            #expect(found.headers["x-total-count"] == "1")
        }
    }

    @Test("GlideRecord inserts from a script get the same defaults and lookup")
    func glideRecord() async throws {
        let script = """
            (function () {
                var gr = new GlideRecord('incident');
                gr.initialize();
                gr.short_description = 'From a script';
                gr.urgency = '1';
                gr.insert();
                return { priority: gr.getValue('priority'), impact: gr.getValue('impact'),
                         reassignment_count: gr.getValue('reassignment_count') };
            })();
            """
        let path = try UpdateSetFixture.api(operations: [("POST", "/insert", script, true)]).write()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let configuration = InstanceConfiguration(clock: { SeedData.referenceDate }, updateSets: [path])
        try await withInstance(configuration) { client in
            let reply = try await client.request("/api/x_test/probe/insert", method: "POST", user: "john.doe")
            #expect(Self.result(reply) == ["priority": "3", "impact": "3", "reassignment_count": "0"])
        }
    }
}
