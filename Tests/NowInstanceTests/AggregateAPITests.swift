import Foundation
import NowInstance
import Testing

/// The Aggregate API over real sockets, checked against what the Table API lists for the same query.
@Suite("Embedded instance: Aggregate API")
struct AggregateAPITests {
    func admin(_ client: HTTPTestClient, _ path: String) async throws -> HTTPTestClient.Reply {
        try await client.request(path, user: "admin", password: "admin")
    }

    /// Every incident matching `query`, through the Table API.
    func listed(_ client: HTTPTestClient, _ query: String) async throws -> [[String: Any]] {
        let encoded = query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? query
        return try await admin(
            client,
            "/api/now/table/incident?sysparm_query=\(encoded)&sysparm_fields=priority,reassignment_count,"
                + "category,opened_at"
        ).results
    }

    static func stats(_ reply: HTTPTestClient.Reply) -> [String: Any] {
        (reply.json["result"] as? [String: Any])?["stats"] as? [String: Any] ?? [:]
    }

    @Test("count, avg, min, max and sum agree with the records the Table API lists for the same query")
    func ungroupedMatchesTableAPI() async throws {
        let client = try await SharedInstance.shared.client()
        for query in [
            "active=true", "short_descriptionLIKEemail", "priority<=2^ORcategory=network", "caller_id.nameSTARTSWITHJ",
            "123TEXTQUERY321=email", "",
        ] {
            let encoded = query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? query
            let reply = try await admin(
                client,
                "/api/now/stats/incident?sysparm_count=true&sysparm_query=\(encoded)"
                    + "&sysparm_avg_fields=reassignment_count&sysparm_sum_fields=reassignment_count"
                    + "&sysparm_min_fields=opened_at,priority&sysparm_max_fields=opened_at,priority")
            #expect(reply.status == 200)
            let records = try await listed(client, query)
            let stats = Self.stats(reply)
            #expect(stats["count"] as? String == String(records.count), "\(query)")
            let counts = records.compactMap { Int($0["reassignment_count"] as? String ?? "") }
            let sum = counts.reduce(0, +)
            #expect((stats["sum"] as? [String: String])?["reassignment_count"] == String(sum), "\(query)")
            if !counts.isEmpty {
                let average = String(format: "%.4f", Double(sum) / Double(counts.count))
                #expect((stats["avg"] as? [String: String])?["reassignment_count"] == average, "\(query)")
            }
            let opened = records.compactMap { $0["opened_at"] as? String }.filter { !$0.isEmpty }
            #expect((stats["min"] as? [String: String])?["opened_at"] == opened.min(), "\(query)")
            #expect((stats["max"] as? [String: String])?["opened_at"] == opened.max(), "\(query)")
            let priorities = records.compactMap { Int($0["priority"] as? String ?? "") }
            #expect((stats["max"] as? [String: String])?["priority"] == priorities.max().map(String.init))
            for value in (stats["avg"] as? [String: Any] ?? [:]).values { #expect(value is String) }
        }
    }

    @Test("grouped counts have the platform's shape, sum to the whole, and follow sysparm_order_by")
    func grouped() async throws {
        let client = try await SharedInstance.shared.client()
        let reply = try await admin(
            client, "/api/now/stats/incident?sysparm_count=true&sysparm_group_by=category&sysparm_order_by=COUNT%5EDESC"
        )
        let groups = try #require(reply.json["result"] as? [[String: Any]])
        let counts = groups.compactMap { Int((($0["stats"] as? [String: Any])?["count"] as? String) ?? "") }
        #expect(counts.count == groups.count)
        #expect(counts == counts.sorted(by: >))
        #expect(counts.reduce(0, +) == (try await listed(client, "")).count)
        for group in groups {
            let fields = try #require(group["groupby_fields"] as? [[String: String]])
            #expect(fields.count == 1)
            #expect(fields.first?["field"] == "category")
            let category = fields.first?["value"] ?? ""
            let count = Int((group["stats"] as? [String: Any])?["count"] as? String ?? "")
            #expect(count == (try await listed(client, "category=\(category)")).count || category.isEmpty)
        }
        let byField = try await admin(client, "/api/now/stats/incident?sysparm_count=true&sysparm_group_by=priority")
        let values = (byField.json["result"] as? [[String: Any]] ?? []).compactMap {
            ($0["groupby_fields"] as? [[String: String]])?.first?["value"]
        }
        #expect(values == values.sorted())
    }

    @Test("sysparm_having keeps the groups whose aggregate passes, and display values name choices")
    func havingAndDisplay() async throws {
        let client = try await SharedInstance.shared.client()
        let all = try await admin(client, "/api/now/stats/incident?sysparm_count=true&sysparm_group_by=state")
        let counts = (all.json["result"] as? [[String: Any]] ?? []).compactMap {
            Int(($0["stats"] as? [String: Any])?["count"] as? String ?? "")
        }
        let threshold = try #require(counts.sorted()[safe: counts.count / 2])
        let having = try await admin(
            client,
            "/api/now/stats/incident?sysparm_count=true&sysparm_group_by=state&sysparm_having=count%5Estate%5E%3E%5E\(threshold)"
        )
        let kept = (having.json["result"] as? [[String: Any]] ?? []).compactMap {
            Int(($0["stats"] as? [String: Any])?["count"] as? String ?? "")
        }
        #expect(kept == counts.filter { $0 > threshold })
        let shown = try await admin(
            client, "/api/now/stats/incident?sysparm_count=true&sysparm_group_by=state&sysparm_display_value=all")
        let first = try #require(
            (shown.json["result"] as? [[String: Any]])?.first?["groupby_fields"] as? [[String: String]])
        #expect(first.first?["value"] == "1")
        #expect(first.first?["display_value"] == "New")
    }

    @Test("a table whose rows a user cannot all see is refused with 403; unknown names get 400 saying which")
    func refusals() async throws {
        let client = try await SharedInstance.shared.client()
        let guest = try await client.request("/api/now/stats/incident?sysparm_count=true", user: "guest.user")
        #expect(guest.status == 403)
        let fulfiller = try await client.request("/api/now/stats/incident?sysparm_count=true", user: "john.doe")
        #expect(fulfiller.status == 200)
        let cases = [
            "/api/now/stats/nope?sysparm_count=true": "Invalid table nope",
            "/api/now/stats/incident?sysparm_avg_fields=nope": "Invalid field nope in sysparm_avg_fields",
            "/api/now/stats/incident?sysparm_group_by=nope": "Invalid field nope in sysparm_group_by",
            "/api/now/stats/incident?sysparm_having=count%5Epriority%5E~%5E1":
                "Invalid sysparm_having count^priority^~^1",
            "/api/now/stats/incident?sysparm_order_by=AVG": "Invalid sysparm_order_by AVG",
        ]
        for (path, message) in cases {
            let reply = try await admin(client, path)
            #expect(reply.status == 400, "\(path)")
            #expect(reply.errorMessage == message, "\(path)")
        }
        let anonymous = try await client.request("/api/now/stats/incident?sysparm_count=true")
        #expect(anonymous.status == 401)
        let post = try await client.request(
            "/api/now/stats/incident", method: "POST", user: "admin", password: "admin", body: Data("{}".utf8))
        #expect(post.status == 405)
    }

    @Test("a class's stats count only its own records and those of tables extending it")
    func hierarchy() async throws {
        let client = try await SharedInstance.shared.client()
        let tasks = try await admin(client, "/api/now/stats/task?sysparm_count=true&sysparm_group_by=sys_class_name")
        let groups = tasks.json["result"] as? [[String: Any]] ?? []
        let classes = groups.compactMap { ($0["groupby_fields"] as? [[String: String]])?.first?["value"] }
        #expect(Set(classes).isSuperset(of: ["incident", "problem", "change_request"]))
        let incidents = Self.stats(try await admin(client, "/api/now/stats/incident?sysparm_count=true"))["count"]
        let incidentGroup = groups.first {
            ($0["groupby_fields"] as? [[String: String]])?.first?["value"] == "incident"
        }
        #expect((incidentGroup?["stats"] as? [String: Any])?["count"] as? String == incidents as? String)
    }
}

extension AggregateAPITests {
    @Test("a group whose values are all empty sums to nothing, not to 0, as GlideAggregate's grouped sums show")
    func emptySum() async throws {
        try await withInstance { client in
            for description in ["Empty count one", "Empty count two"] {
                _ = try await client.request(
                    "/api/now/table/incident", method: "POST", user: "admin", password: "admin",
                    headers: ["Content-Type": "application/json"],
                    body: Data(#"{"short_description":"\#(description)","reassignment_count":""}"#.utf8))
            }
            let reply = try await admin(
                client,
                "/api/now/stats/incident?sysparm_query=short_descriptionSTARTSWITHEmpty%20count&sysparm_count=true"
                    + "&sysparm_sum_fields=reassignment_count&sysparm_avg_fields=reassignment_count")
            let stats = Self.stats(reply)
            #expect(stats["count"] as? String == "2")
            #expect((stats["sum"] as? [String: Any])?["reassignment_count"] as? String == "")
            #expect((stats["avg"] as? [String: Any])?["reassignment_count"] as? String == "")
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
