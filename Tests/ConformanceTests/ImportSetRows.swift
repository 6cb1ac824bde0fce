extension ConformanceRow {
    /// The Import Set API, over the bundled `incident_import` update set's staging table and transform map.
    static let importSets: [ConformanceRow] = [
        ConformanceRow("I01") { client in
            var check = RowCheck()
            let reply = try await client.send(
                "/api/now/import/u_imp_incident", method: "POST", json: #"{"u_short_description":"I01"}"#)
            check.expect(reply.status, equals: 201, "status")
            check.expect(reply.header("Content-Type"), equals: "application/json;charset=UTF-8", "Content-Type")
            check.expect(reply.json["import_set"] as? String, matches: "ISET[0-9]{7}", "import_set")
            check.expect(reply.json["staging_table"] as? String, equals: "u_imp_incident", "staging_table")
            check.expect(reply.json["result"] is [Any], "result is not an array")
            return check
        },
        ConformanceRow("I02") { client in
            var check = RowCheck()
            let reply = try await client.send(
                "/api/now/import/u_imp_incident", method: "POST", json: #"{"u_short_description":"I02"}"#)
            let result = (reply.json["result"] as? [[String: Any]])?.first ?? [:]
            let id = result["sys_id"] as? String ?? ""
            check.expect(result["transform_map"] as? String, equals: "Incident import to incident", "transform_map")
            check.expect(result["table"] as? String, equals: "incident", "table")
            check.expect(result["status"] as? String, equals: "inserted", "status")
            check.expect(result["display_name"] as? String, equals: "number", "display_name")
            check.expect(result["display_value"] as? String, matches: "INC[0-9]{7}", "display_value")
            check.expect(
                result["record_link"] as? String, equals: "\(client.baseURL)/api/now/table/incident/\(id)",
                "record_link")
            return check
        },
        ConformanceRow("I03") { client in
            var check = RowCheck()
            let reply = try await client.send(
                "/api/now/import/u_imp_incident", method: "POST",
                json: #"{"u_short_description":"I03","u_priority":"High"}"#)
            let id = (reply.json["result"] as? [[String: Any]])?.first?["sys_id"] as? String ?? ""
            let incident = try await client.send("/api/now/table/incident/\(id)?sysparm_fields=impact,urgency,priority")
            check.expect(incident.result["priority"] as? String, equals: "2", "priority")
            return check
        },
        ConformanceRow("I04") { client in
            var check = RowCheck()
            let reply = try await client.send(
                "/api/now/import/u_imp_incident/insertMultiple", method: "POST",
                json: #"{"records":[{"u_short_description":"I04 a"},{"u_short_description":"I04 b"}]}"#)
            check.expect(reply.status, equals: 201, "status")
            check.expect(reply.json["import_set_id"] as? String, matches: "[0-9a-f]{32}", "import_set_id")
            check.expect(reply.json["multi_import_set_id"] as? String, matches: "[0-9a-f]{32}", "multi_import_set_id")
            return check
        },
        ConformanceRow("I05") { client in
            var check = RowCheck()
            let posted = try await client.send(
                "/api/now/import/u_imp_incident", method: "POST", json: #"{"u_short_description":"I05"}"#)
            let staged = try await client.send(
                "/api/now/table/u_imp_incident?sysparm_query=u_short_description%3DI05&sysparm_fields=sys_id")
            let id = staged.results.first?["sys_id"] as? String ?? ""
            let reply = try await client.send("/api/now/import/u_imp_incident/\(id)")
            check.expect(reply.status, equals: 200, "status")
            check.expect(
                reply.json["import_set"] as? String, equals: posted.json["import_set"] as? String ?? "", "import_set")
            let result = (reply.json["result"] as? [[String: Any]])?.first ?? [:]
            let posting = (posted.json["result"] as? [[String: Any]])?.first ?? [:]
            check.expect(result["sys_id"] as? String, equals: posting["sys_id"] as? String ?? "", "result.sys_id")
            return check
        },
        ConformanceRow("I06") { client in
            var check = RowCheck()
            let reply = try await client.send("/api/now/import/u_imp_incident/0123456789abcdef0123456789abcdef")
            check.expect(reply.status, equals: 404, "status")
            check.expect(reply.json["status"] as? String, equals: "failure", "status")
            return check
        },
        ConformanceRow("I07") { client in
            var check = RowCheck()
            let first = try await client.send(
                "/api/now/import/u_imp_incident", method: "POST", json: #"{"u_short_description":"I07"}"#)
            let number = (first.json["result"] as? [[String: Any]])?.first?["display_value"] as? String ?? ""
            let again = try await client.send(
                "/api/now/import/u_imp_incident", method: "POST",
                json: #"{"u_number":"\#(number)","u_short_description":"I07 again"}"#)
            let result = (again.json["result"] as? [[String: Any]])?.first ?? [:]
            check.expect(result["status"] as? String, equals: "updated", "status of a coalesced row")
            check.expect(result["display_value"] as? String, equals: number, "display_value")
            return check
        },
    ]
}
