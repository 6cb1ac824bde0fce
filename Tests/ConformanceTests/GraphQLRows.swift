import Foundation

extension ConformanceRow {
    /// GraphQL writes, which meet the same dictionary as the Table API.
    static let graphQL: [ConformanceRow] = [
        ConformanceRow("Q01") { client in
            var check = RowCheck()
            let query = """
                mutation { GlideRecord_Mutation { insert_incident(values: {impact: "2", urgency: "1"}) { priority { value } } } }
                """
            let body = try JSONSerialization.data(withJSONObject: ["query": query])
            let reply = try await client.send("/api/now/graphql", method: "POST", body: body)
            check.expect(reply.status, equals: 200, "status")
            check.expect(reply.text.contains(#""priority":{"value":"2"}"#), "priority is not 2: \(reply.text)")
            return check
        }
    ]
}
