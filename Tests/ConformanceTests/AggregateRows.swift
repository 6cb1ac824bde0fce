import Foundation

extension ConformanceRow {
    /// Every incident's `fields`, as the Table API lists them, to work the expected figures out from.
    static func incidents(_ client: ConformanceClient, _ fields: String) async throws -> [[String: Any]] {
        try await client.send("/api/now/table/incident?sysparm_fields=\(fields)").results
    }

    /// The Aggregate API: counts, averages, sums, minimums and maximums, grouped and not.
    static let aggregates: [ConformanceRow] = [
        ConformanceRow("G01") { client in
            var check = RowCheck()
            let count = try await incidents(client, "sys_id").count
            let reply = try await client.send("/api/now/stats/incident?sysparm_count=true")
            check.expect(reply.status, equals: 200, "status")
            check.expect(reply.text, equals: #"{"result":{"stats":{"count":"\#(count)"}}}"#, "body")
            check.expectAbsent(reply.header("X-Total-Count"), "X-Total-Count")
            check.expectAbsent(reply.header("Link"), "Link")
            return check
        },
        ConformanceRow("G02") { client in
            var check = RowCheck()
            let values = try await incidents(client, "reassignment_count").compactMap {
                Double($0["reassignment_count"] as? String ?? "")
            }
            let average = String(format: "%.4f", values.reduce(0, +) / Double(max(values.count, 1)))
            let reply = try await client.send("/api/now/stats/incident?sysparm_avg_fields=reassignment_count")
            let stats = reply.result["stats"] as? [String: Any] ?? [:]
            check.expect(
                (stats["avg"] as? [String: Any])?["reassignment_count"] as? String, equals: average,
                "avg.reassignment_count")
            return check
        },
        ConformanceRow("G03") { client in
            var check = RowCheck()
            let values = try await incidents(client, "priority").compactMap { Int($0["priority"] as? String ?? "") }
            let reply = try await client.send(
                "/api/now/stats/incident?sysparm_min_fields=priority&sysparm_max_fields=priority")
            let stats = reply.result["stats"] as? [String: Any] ?? [:]
            check.expect(
                (stats["min"] as? [String: Any])?["priority"] as? String, equals: String(values.min() ?? 0), "min")
            check.expect(
                (stats["max"] as? [String: Any])?["priority"] as? String, equals: String(values.max() ?? 0), "max")
            return check
        },
        ConformanceRow("G04") { client in
            var check = RowCheck()
            let numbers = try await incidents(client, "number").compactMap { $0["number"] as? String }
            let reply = try await client.send(
                "/api/now/stats/incident?sysparm_min_fields=number&sysparm_max_fields=number")
            let stats = reply.result["stats"] as? [String: Any] ?? [:]
            check.expect(
                (stats["min"] as? [String: Any])?["number"] as? String, equals: numbers.min() ?? "", "min of a string")
            check.expect(
                (stats["max"] as? [String: Any])?["number"] as? String, equals: numbers.max() ?? "", "max of a string")
            return check
        },
        ConformanceRow("G05") { client in
            var check = RowCheck()
            let values = try await incidents(client, "reassignment_count").compactMap {
                Int($0["reassignment_count"] as? String ?? "")
            }
            let reply = try await client.send("/api/now/stats/incident?sysparm_sum_fields=reassignment_count")
            let stats = reply.result["stats"] as? [String: Any] ?? [:]
            check.expect(
                (stats["sum"] as? [String: Any])?["reassignment_count"] as? String,
                equals: String(values.reduce(0, +)), "sum of an integer")
            return check
        },
        ConformanceRow("G06") { client in
            var check = RowCheck()
            let reply = try await client.send("/api/now/stats/incident?sysparm_count=true&sysparm_group_by=priority")
            let groups = reply.results
            check.expect(!groups.isEmpty, "no groups")
            for group in groups {
                check.expect(
                    Set(group.keys) == ["stats", "groupby_fields"], "a group's keys are \(group.keys.sorted())")
                let fields = group["groupby_fields"] as? [[String: Any]] ?? []
                check.expect(fields.count == 1 && fields.first?["field"] as? String == "priority", "groupby_fields")
                check.expect(fields.first?["value"] as? String, matches: "[1-5]", "a priority group's value")
                check.expect(
                    (group["stats"] as? [String: Any])?["count"] as? String, matches: "[1-9][0-9]*", "count")
            }
            return check
        },
        ConformanceRow("G07") { client in
            var check = RowCheck()
            let reply = try await client.send(
                "/api/now/stats/incident?sysparm_count=true&sysparm_group_by=assignment_group")
            let values = reply.results.compactMap {
                ($0["groupby_fields"] as? [[String: Any]])?.first?["value"] as? String
            }
            check.expect(values.contains(""), "no group for the empty assignment group: \(values)")
            return check
        },
        ConformanceRow("G08") { client in
            var check = RowCheck()
            let reply = try await client.send(
                "/api/now/stats/incident?sysparm_count=true&sysparm_group_by=priority&sysparm_display_value=true")
            let values = reply.results.compactMap {
                ($0["groupby_fields"] as? [[String: Any]])?.first?["value"] as? String
            }
            check.expect(
                values.allSatisfy { $0.wholeMatch(of: /[1-5] - [A-Z][a-z]+/) != nil },
                "group values are not display values: \(values)")
            return check
        },
        ConformanceRow("G09") { client in
            var check = RowCheck()
            let reply = try await client.send(
                "/api/now/stats/incident?sysparm_count=true&sysparm_group_by=priority&sysparm_having=count%5Epriority%5E%3E%5E3"
            )
            let counts = reply.results.compactMap { Int(($0["stats"] as? [String: Any])?["count"] as? String ?? "") }
            check.expect(!counts.isEmpty && counts.allSatisfy { $0 > 3 }, "groups with 3 or fewer remain: \(counts)")
            return check
        },
        ConformanceRow("G10") { client in
            var check = RowCheck()
            let reply = try await client.send(
                "/api/now/stats/incident?sysparm_count=true&sysparm_group_by=priority&sysparm_order_by=COUNT%5EDESC")
            let counts = reply.results.compactMap { Int(($0["stats"] as? [String: Any])?["count"] as? String ?? "") }
            check.expect(
                counts.count > 1 && counts == counts.sorted(by: >), "not ordered by count, descending: \(counts)")
            return check
        },
        ConformanceRow("G11") { client in
            var check = RowCheck()
            let opened = try await incidents(client, "opened_at").compactMap { $0["opened_at"] as? String }
                .filter { !$0.isEmpty }
            let reply = try await client.send(
                "/api/now/stats/incident?sysparm_min_fields=opened_at&sysparm_max_fields=opened_at")
            let stats = reply.result["stats"] as? [String: Any] ?? [:]
            check.expect(
                (stats["min"] as? [String: Any])?["opened_at"] as? String, equals: opened.min() ?? "", "min of a date")
            check.expect(
                (stats["max"] as? [String: Any])?["opened_at"] as? String, equals: opened.max() ?? "", "max of a date")
            return check
        },
        ConformanceRow("G12") { client in
            var check = RowCheck()
            _ = try await client.send(
                "/api/now/table/incident", method: "POST", json: #"{"short_description":"G12","reassignment_count":""}"#
            )
            let reply = try await client.send(
                "/api/now/stats/incident?sysparm_query=short_description%3DG12&sysparm_count=true"
                    + "&sysparm_sum_fields=reassignment_count&sysparm_group_by=short_description")
            let stats = reply.results.first?["stats"] as? [String: Any] ?? [:]
            check.expect(stats["count"] as? String, equals: "1", "count")
            check.expect(
                (stats["sum"] as? [String: Any])?["reassignment_count"] as? String, equals: "",
                "the sum of a group with no values")
            return check
        },
    ]
}
