import Foundation

extension ConformanceRow {
    /// Table API reads: lists, their counting and paging headers, single records and their misses.
    static let tableReads: [ConformanceRow] = [
        ConformanceRow("T07") { client in
            var check = RowCheck()
            let reply = try await client.send("/api/now/table/incident?sysparm_limit=1")
            check.expect(reply.header("Content-Type"), equals: "application/json;charset=UTF-8", "Content-Type")
            check.expect(reply.json["result"] is [Any], "the body is not {\"result\":[…]}")
            return check
        },
        ConformanceRow("T08") { client in
            var check = RowCheck()
            let all = try await client.send("/api/now/table/incident?sysparm_fields=sys_id")
            let page = try await client.send("/api/now/table/incident?sysparm_fields=sys_id&sysparm_limit=2")
            check.expect(all.header("X-Total-Count"), equals: String(all.results.count), "X-Total-Count")
            check.expect(page.header("X-Total-Count"), equals: String(all.results.count), "X-Total-Count of a page")
            return check
        },
        ConformanceRow("T09") { client in
            var check = RowCheck()
            let reply = try await client.send("/api/now/table/incident?sysparm_limit=1&sysparm_offset=1")
            let total = Int(reply.header("X-Total-Count") ?? "") ?? 0
            let base = client.baseURL + "/api/now/table/incident?sysparm_limit=1&sysparm_offset="
            let expected = [("first", 0), ("prev", 0), ("next", 2), ("last", total - 1)]
                .map { "<\(base)\($0.1)>;rel=\"\($0.0)\"" }.joined(separator: ",")
            check.expect(reply.header("Link"), equals: expected, "Link")
            return check
        },
        ConformanceRow("T10") { client in
            var check = RowCheck()
            let reply = try await client.send("/api/now/table/incident?sysparm_limit=2")
            let link = reply.header("Link") ?? ""
            check.expect(
                link.contains("sysparm_limit=2&sysparm_offset=-2>;rel=\"prev\""),
                "the first page's prev link is not at offset -2: \(link)")
            return check
        },
        ConformanceRow("T11") { client in
            var check = RowCheck()
            let reply = try await client.send("/api/now/table/incident?sysparm_limit=4")
            let total = Int(reply.header("X-Total-Count") ?? "") ?? 0
            let last = (total - 1) / 4 * 4
            let link = reply.header("Link") ?? ""
            check.expect(
                link.hasSuffix("sysparm_limit=4&sysparm_offset=\(last)>;rel=\"last\""),
                "the last link is not at offset \(last) of \(total): \(link)")
            return check
        },
        ConformanceRow("T12") { client in
            var check = RowCheck()
            let first = try await client.send("/api/now/table/incident?sysparm_limit=5")
            let total = Int(first.header("X-Total-Count") ?? "") ?? 0
            let lastOffset = (total - 1) / 5 * 5
            let reply = try await client.send("/api/now/table/incident?sysparm_limit=5&sysparm_offset=\(lastOffset)")
            let link = reply.header("Link") ?? ""
            check.expect(!link.contains("rel=\"next\""), "the last page has a next link: \(link)")
            check.expect(
                link.contains("rel=\"prev\"") && link.contains("rel=\"last\""), "prev or last missing: \(link)")
            return check
        },
        ConformanceRow("T13") { client in
            var check = RowCheck()
            let reply = try await client.send(
                "/api/now/v2/table/incident?sysparm_query=active%3Dtrue&sysparm_display_value=true&sysparm_limit=1")
            let link = reply.header("Link") ?? ""
            let kept =
                "\(client.baseURL)/api/now/v2/table/incident?sysparm_query=active%3Dtrue&sysparm_display_value=true"
                + "&sysparm_limit=1&sysparm_offset=0>;rel=\"first\""
            check.expect(link.hasPrefix("<" + kept), "Link does not keep the path and the other parameters: \(link)")
            return check
        },
        ConformanceRow("T14") { client in
            var check = RowCheck()
            let reply = try await client.send("/api/now/table/incident?sysparm_fields=number")
            check.expectAbsent(reply.header("Link"), "Link without sysparm_limit")
            check.expect(reply.header("X-Total-Count") != nil, "X-Total-Count is missing")
            return check
        },
        ConformanceRow("T15") { client in
            var check = RowCheck()
            let reply = try await client.send(
                "/api/now/table/incident?sysparm_limit=1&sysparm_suppress_pagination_header=true")
            check.expectAbsent(reply.header("Link"), "Link with sysparm_suppress_pagination_header=true")
            return check
        },
        ConformanceRow("T16") { client in
            var check = RowCheck()
            let reply = try await client.send("/api/now/table/incident?sysparm_query=number%3DINC9999999")
            check.expect(reply.status, equals: 200, "status")
            check.expect(reply.text, equals: #"{"result":[]}"#, "body")
            check.expect(reply.header("X-Total-Count"), equals: "0", "X-Total-Count")
            return check
        },
        ConformanceRow("T17") { client in
            var check = RowCheck()
            let list = try await client.send("/api/now/table/incident?sysparm_limit=1&sysparm_fields=sys_id")
            let id = list.results.first?["sys_id"] as? String ?? "none"
            let reply = try await client.send("/api/now/table/incident/\(id)")
            check.expect(reply.status, equals: 200, "status")
            check.expect(reply.result["sys_id"] as? String, equals: id, "result.sys_id")
            check.expectAbsent(reply.header("X-Total-Count"), "X-Total-Count on one record")
            check.expectAbsent(reply.header("Link"), "Link on one record")
            return check
        },
        ConformanceRow("T18") { client in
            var check = RowCheck()
            let reply = try await client.send("/api/now/table/incident/0123456789abcdef0123456789abcdef")
            check.expect(reply.status, equals: 404, "status")
            check.expect(reply.error["message"] as? String, equals: "No Record found", "error.message")
            check.expect(
                reply.error["detail"] as? String,
                equals: "Record doesn't exist or ACL restricts the record retrieval", "error.detail")
            check.expect(reply.json["status"] as? String, equals: "failure", "status")
            return check
        },
        ConformanceRow("T19") { client in
            var check = RowCheck()
            let reply = try await client.send("/api/now/table/u_no_such_table")
            check.expect(reply.status, equals: 400, "status")
            check.expect(reply.error["message"] as? String, equals: "Invalid table u_no_such_table", "error.message")
            return check
        },
        ConformanceRow("T20") { client in
            var check = RowCheck()
            let reply = try await client.send(
                "/api/now/table/incident?sysparm_limit=1&sysparm_query=caller_idISNOTEMPTY&sysparm_fields=caller_id")
            let caller = reply.results.first?["caller_id"] as? [String: Any] ?? [:]
            let id = caller["value"] as? String ?? ""
            check.expect(id, matches: "[0-9a-f]{32}", "caller_id.value")
            check.expect(caller["link"] as? String, equals: "\(client.baseURL)/api/now/table/sys_user/\(id)", "link")
            check.expect(caller.count == 2, "caller_id has other keys than link and value: \(caller.keys.sorted())")
            return check
        },
        ConformanceRow("T21") { client in
            var check = RowCheck()
            let reply = try await client.send(
                "/api/now/table/incident?sysparm_limit=1&sysparm_query=caller_idISNOTEMPTY&sysparm_fields=caller_id"
                    + "&sysparm_display_value=true")
            let caller = reply.results.first?["caller_id"] as? [String: Any] ?? [:]
            check.expect(
                Set(caller.keys) == ["display_value", "link"], "caller_id's keys are \(caller.keys.sorted())")
            check.expect((caller["display_value"] as? String)?.isEmpty == false, "display_value is empty")
            return check
        },
        ConformanceRow("T22") { client in
            var check = RowCheck()
            let reply = try await client.send(
                "/api/now/table/incident?sysparm_limit=1&sysparm_query=caller_idISNOTEMPTY&sysparm_fields=caller_id,state"
                    + "&sysparm_display_value=all")
            let caller = reply.results.first?["caller_id"] as? [String: Any] ?? [:]
            let state = reply.results.first?["state"] as? [String: Any] ?? [:]
            check.expect(
                Set(caller.keys) == ["display_value", "link", "value"], "caller_id's keys are \(caller.keys.sorted())")
            check.expect(Set(state.keys) == ["display_value", "value"], "state's keys are \(state.keys.sorted())")
            return check
        },
        ConformanceRow("T23") { client in
            var check = RowCheck()
            let reply = try await client.send(
                "/api/now/table/incident?sysparm_limit=1&sysparm_query=caller_idISNOTEMPTY&sysparm_fields=caller_id"
                    + "&sysparm_exclude_reference_link=true")
            check.expect(
                reply.results.first?["caller_id"] as? String, matches: "[0-9a-f]{32}", "caller_id without its link")
            return check
        },
        ConformanceRow("T24") { client in
            var check = RowCheck()
            _ = try await client.send("/api/now/table/incident", method: "POST", json: #"{"short_description":"T24"}"#)
            let reply = try await client.send(
                "/api/now/table/incident?sysparm_fields=number,sys_mod_count,active,opened_at,caller_id"
                    + "&sysparm_query=short_description%3DT24")
            let record = reply.results.first ?? [:]
            check.expect(record["sys_mod_count"] is String, "sys_mod_count is not a string")
            check.expect(record["active"] as? String, matches: "true|false", "active")
            check.expect(record["opened_at"] as? String, matches: #"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d"#, "opened_at")
            check.expect(record["caller_id"] as? String, equals: "", "an empty reference")
            return check
        },
        ConformanceRow("T25") { client in
            var check = RowCheck()
            let reply = try await client.send(
                "/api/now/table/incident?sysparm_limit=1", headers: [("Accept", "application/xml")])
            check.expect(reply.header("Content-Type"), equals: "application/xml;charset=UTF-8", "Content-Type")
            check.expect(reply.text.hasPrefix("<?xml"), "the body is not XML: \(reply.text.prefix(60))")
            check.expect(reply.text.contains("<response><result>"), "no <response><result>: \(reply.text.prefix(80))")
            return check
        },
    ]
}
