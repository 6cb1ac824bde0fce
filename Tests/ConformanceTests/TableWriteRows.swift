import Foundation

extension ConformanceRow {
    /// Table API writes: what POST, PATCH, PUT and DELETE answer, and the errors a write meets.
    static let tableWrites: [ConformanceRow] = [
        ConformanceRow("T26") { client in
            var check = RowCheck()
            let reply = try await client.send(
                "/api/now/table/incident", method: "POST", json: #"{"short_description":"T26"}"#)
            let id = reply.result["sys_id"] as? String ?? ""
            check.expect(reply.status, equals: 201, "status")
            check.expect(reply.header("Location"), equals: "\(client.baseURL)/api/now/table/incident/\(id)", "Location")
            check.expect(reply.header("Content-Type"), equals: "application/json;charset=UTF-8", "Content-Type")
            return check
        },
        ConformanceRow("T27") { client in
            var check = RowCheck()
            let reply = try await client.send(
                "/api/now/v2/table/incident", method: "POST", json: #"{"short_description":"T27"}"#)
            let id = reply.result["sys_id"] as? String ?? ""
            check.expect(
                reply.header("Location"), equals: "\(client.baseURL)/api/now/v2/table/incident/\(id)",
                "Location of a v2 call")
            return check
        },
        ConformanceRow("T28") { client in
            var check = RowCheck()
            let reply = try await client.send(
                "/api/now/table/incident", method: "POST", json: #"{"short_description":"T28"}"#)
            let result = reply.result
            check.expect(result.values.allSatisfy { $0 is String || $0 is [String: Any] }, "a value is not a string")
            check.expect(result["number"] as? String, matches: "INC[0-9]{7}", "number")
            check.expect(result["sys_mod_count"] as? String, equals: "0", "sys_mod_count")
            check.expect(result["sys_class_name"] as? String, equals: "incident", "sys_class_name")
            check.expect(result["sys_created_by"] as? String, equals: "admin", "sys_created_by")
            check.expect(result["sys_updated_by"] as? String, equals: "admin", "sys_updated_by")
            let created = result["sys_created_on"] as? String
            check.expect(created, matches: #"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d"#, "sys_created_on")
            check.expect(result["opened_at"] as? String, equals: created ?? "", "opened_at")
            check.expect(result["sys_updated_on"] as? String, equals: created ?? "", "sys_updated_on")
            return check
        },
        ConformanceRow("T29") { client in
            var check = RowCheck()
            let reply = try await client.send(
                "/api/now/table/incident", method: "POST", json: #"{"short_description":"T29"}"#)
            let openedBy = reply.result["opened_by"] as? [String: Any] ?? [:]
            let admin = "6816f79cc0a8016401c5a33be04be441"
            check.expect(openedBy["value"] as? String, equals: admin, "opened_by.value")
            check.expect(
                openedBy["link"] as? String, equals: "\(client.baseURL)/api/now/table/sys_user/\(admin)",
                "opened_by.link")
            check.expect(reply.result["caller_id"] as? String, equals: "", "caller_id")
            check.expect(reply.result["assignment_group"] as? String, equals: "", "assignment_group")
            return check
        },
        ConformanceRow("T30") { client in
            var check = RowCheck()
            let reply = try await client.send(
                "/api/now/table/incident", method: "POST", json: #"{"short_description":"T30"}"#)
            let domain = reply.result["sys_domain"] as? [String: Any] ?? [:]
            check.expect(domain["value"] as? String, equals: "global", "sys_domain.value")
            check.expect(
                domain["link"] as? String, equals: "\(client.baseURL)/api/now/table/sys_user_group/global",
                "sys_domain.link")
            check.expect(reply.result["sys_domain_path"] as? String, equals: "/", "sys_domain_path")
            check.expect(
                reply.result["task_effective_number"] as? String, equals: reply.result["number"] as? String ?? "",
                "task_effective_number")
            return check
        },
        ConformanceRow("T31") { client in
            var check = RowCheck()
            let reply = try await client.send(
                "/api/now/table/incident", method: "POST", json: #"{"short_description":"T31"}"#,
                headers: [("X-no-response-body", "true")])
            check.expect(reply.status, equals: 201, "status")
            check.expect(reply.body.isEmpty, "a body came back: \(reply.text.prefix(60))")
            check.expect(
                reply.header("Location")?.hasPrefix(client.baseURL + "/api/now/table/incident/") == true,
                "Location is missing")
            return check
        },
        ConformanceRow("T32") { client in
            var check = RowCheck()
            let id = try await newIncident(client, "T32")
            let reply = try await client.send(
                "/api/now/table/incident/\(id)", method: "PATCH", json: #"{"short_description":"T32 patched"}"#)
            check.expect(reply.status, equals: 200, "status")
            check.expect(reply.result["short_description"] as? String, equals: "T32 patched", "short_description")
            check.expect(reply.result["sys_mod_count"] as? String, equals: "1", "sys_mod_count")
            check.expectAbsent(reply.header("Location"), "Location on an update")
            return check
        },
        ConformanceRow("T33") { client in
            var check = RowCheck()
            let id = try await newIncident(client, "T33")
            let reply = try await client.send(
                "/api/now/table/incident/\(id)", method: "PUT", json: #"{"short_description":"T33 put"}"#)
            check.expect(reply.status, equals: 200, "status")
            check.expect(reply.result["short_description"] as? String, equals: "T33 put", "short_description")
            return check
        },
        ConformanceRow("T34") { client in
            var check = RowCheck()
            let id = try await newIncident(client, "T34")
            let reply = try await client.send("/api/now/table/incident/\(id)", method: "DELETE")
            check.expect(reply.status, equals: 204, "status")
            check.expect(reply.body.isEmpty, "a body came back")
            let after = try await client.send("/api/now/table/incident/\(id)")
            check.expect(after.status, equals: 404, "status of a read after the delete")
            return check
        },
        ConformanceRow("T35") { client in
            var check = RowCheck()
            let reply = try await client.send(
                "/api/now/table/incident", method: "POST", json: #"{"short_description":"#)
            check.expect(reply.status, equals: 400, "status")
            check.expect(reply.json["status"] as? String, equals: "failure", "status")
            check.expect((reply.error["message"] as? String)?.isEmpty == false, "no error.message")
            return check
        },
        ConformanceRow("T36") { client in
            var check = RowCheck()
            let reply = try await client.send(
                "/api/now/table/cmn_department", method: "POST", user: ("abel.tuter", "password"),
                body: Data(#"{"name":"t36"}"#.utf8))
            check.expect(reply.status, equals: 403, "status")
            check.expect(reply.error["message"] as? String, equals: "Operation Failed", "error.message")
            check.expect(
                reply.error["detail"] as? String, equals: "ACL Exception Insert Failed due to security constraints",
                "error.detail")
            return check
        },
    ]
}
