extension ConformanceRow {
    /// The dictionary's defaults and the priority lookup on an inserted or updated incident.
    static let incidentDefaults: [ConformanceRow] = [
        ConformanceRow("T37") { client in
            var check = RowCheck()
            let reply = try await client.send("/api/now/table/incident", method: "POST", json: "{}")
            let expected = [
                "impact": "3", "urgency": "3", "priority": "5", "state": "1", "active": "true", "escalation": "0",
                "reassignment_count": "0", "category": "inquiry",
            ]
            for (field, value) in expected.sorted(by: { $0.key < $1.key }) {
                check.expect(reply.result[field] as? String, equals: value, field)
            }
            return check
        },
        ConformanceRow("T38") { client in
            var check = RowCheck()
            let reply = try await client.send("/api/now/table/incident", method: "POST", json: "{}")
            let expected = [
                "approval": "not requested", "upon_approval": "proceed", "upon_reject": "cancel", "made_sla": "true",
                "knowledge": "false", "contact_type": "", "incident_state": "1", "severity": "3", "notify": "1",
                "reopen_count": "0", "child_incidents": "0",
            ]
            for (field, value) in expected.sorted(by: { $0.key < $1.key }) {
                check.expect(reply.result[field] as? String, equals: value, field)
            }
            return check
        },
        ConformanceRow("T39") { client in
            var check = RowCheck()
            let reply = try await client.send(
                "/api/now/table/incident", method: "POST", json: #"{"impact":"2","urgency":"2","priority":"1"}"#)
            check.expect(reply.result["priority"] as? String, equals: "3", "priority")
            return check
        },
        ConformanceRow("T40") { client in
            var check = RowCheck()
            let created = try await client.send("/api/now/table/incident", method: "POST", json: #"{"impact":"2"}"#)
            let id = created.result["sys_id"] as? String ?? ""
            check.expect(created.result["priority"] as? String, equals: "4", "priority on insert")
            let reply = try await client.send(
                "/api/now/table/incident/\(id)", method: "PATCH", json: #"{"urgency":"1"}"#)
            check.expect(reply.result["priority"] as? String, equals: "2", "priority after the update")
            return check
        },
        ConformanceRow("T41") { client in
            var check = RowCheck()
            let created = try await client.send("/api/now/table/incident", method: "POST", json: "{}")
            let id = created.result["sys_id"] as? String ?? ""
            let reply = try await client.send("/api/now/table/incident/\(id)", method: "PATCH", json: #"{"state":"2"}"#)
            check.expect(reply.result["incident_state"] as? String, equals: "2", "incident_state")
            return check
        },
        ConformanceRow("T43") { client in
            var check = RowCheck()
            let reply = try await client.send("/api/now/table/incident", method: "POST", json: "{}")
            let columns = Set(reply.result.keys)
            let missing = IncidentColumns.capturedIn2020.subtracting(columns).sorted()
            check.expect(missing.isEmpty, "columns a real incident has and this one lacks: \(missing)")
            for column in IncidentColumns.emptyUntilSet {
                check.expect(reply.result[column] as? String, equals: "", column)
            }
            return check
        },
    ]
}
