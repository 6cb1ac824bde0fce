import Foundation
import NowInstance
import Testing

@Suite("Embedded instance: GraphQL errors and limits")
struct GraphQLErrorTests {
    func client() async throws -> HTTPTestClient { try await SharedInstance.shared.client() }

    @Test("An unknown table answers 200 with an error that has a location, and no data")
    func unknownTable() async throws {
        let reply = try await client().graphQL("{ GlideRecord_Query { no_such_table { _rowCount } } }")
        #expect(reply.status == 200)
        #expect(reply.graphQLErrors == ["Cannot query field \"no_such_table\" on type \"GlideRecord_Query\"."])
        let location = (reply.json["errors"] as? [[String: Any]])?.first?["locations"] as? [[String: Int]]
        #expect(location == [["line": 1, "column": 23]])
        #expect(reply.json["data"] == nil)
    }

    @Test("An unknown column answers 200 with an error naming the column and the table type")
    func unknownField() async throws {
        let reply = try await client().graphQL("{ GlideRecord_Query { incident { _results { bogus { value } } } } }")
        #expect(reply.status == 200)
        #expect(reply.graphQLErrors == ["Cannot query field \"bogus\" on type \"incident_GlideRecord\"."])
    }

    @Test("A malformed query answers 200 with the syntax error and its line and column")
    func malformedQuery() async throws {
        let reply = try await client().graphQL("{ GlideRecord_Query { incident { _rowCount }")
        #expect(reply.status == 200)
        #expect(reply.graphQLErrors.first?.hasPrefix("Syntax Error") == true)
        let location = (reply.json["errors"] as? [[String: Any]])?.first?["locations"] as? [[String: Int]]
        #expect(location?.first?["line"] == 1)
    }

    @Test("Bad arguments fail their own table with a message saying what to fix, and the other tables still answer")
    func badArguments() async throws {
        let reply = try await client().graphQL(
            """
            { GlideRecord_Query {
                badQuery: incident(queryConditions: "active=true^ORnope") { _rowCount }
                badPage: incident(pagination: {limit: -1}) { _rowCount }
                wrongType: incident(pagination: {limit: "ten"}) { _rowCount }
            } }
            """)
        #expect(reply.status == 200)
        #expect(reply.graphQLErrors.count == 1)
        #expect(reply.graphQLErrors.first?.contains("Int cannot represent") == true)
        let partial = try await client().graphQL(
            """
            { GlideRecord_Query {
                badQuery: incident(queryConditions: "active=true^ORnope") { _rowCount }
                badPage: incident(pagination: {limit: -1}) { _rowCount }
                good: sys_user_group { _rowCount }
            } }
            """)
        #expect(partial.status == 200)
        let errors = partial.json["errors"] as? [[String: Any]] ?? []
        #expect(errors.count == 2)
        let byPath = Dictionary(
            uniqueKeysWithValues: errors.map { (($0["path"] as? [String])?.last ?? "", $0["message"] as? String ?? "") }
        )
        #expect(byPath["badQuery"]?.contains("queryConditions could not be read") == true)
        #expect(byPath["badQuery"]?.contains("'ORnope'") == true)
        #expect(byPath["badPage"]?.contains("pagination.limit must be between 0 and 10000") == true)
        #expect(partial.glide["badQuery"] is NSNull)
        #expect(partial.rowCount("good") == 5)
    }

    @Test("A body that is not a GraphQL request gets 400 and an example of what to send")
    func notARequest() async throws {
        let client = try await client()
        for body in ["not json", "{\"variables\": {}}", "{\"query\": 42}"] {
            let reply = try await client.request(
                "/api/now/graphql", method: "POST", user: "admin", password: "admin", body: Data(body.utf8))
            #expect(reply.status == 400)
            #expect(reply.graphQLErrors.first?.contains("Send JSON such as") == true)
        }
    }

    @Test("GraphQL needs the same authentication as the Table API")
    func unauthenticated() async throws {
        let reply = try await client().request(
            "/api/now/graphql", method: "POST",
            body: Data(#"{"query":"{ GlideRecord_Query { incident { _rowCount } } }"}"#.utf8))
        #expect(reply.status == 401)
        #expect(reply.errorMessage == "User Not Authenticated")
        let wrong = try await client().graphQL("{ GlideRecord_Query { incident { _rowCount } } }", password: "wrong")
        #expect(wrong.status == 401)
    }

    @Test("A table the caller may not read fails alone, and the rest of the query answers")
    func tableACL() async throws {
        let reply = try await client().graphQL(
            "{ GlideRecord_Query { sys_journal_field { _rowCount } sys_user_group { _rowCount } } }",
            user: "guest.user")
        #expect(reply.status == 200)
        #expect(reply.graphQLErrors.first?.hasPrefix("Insufficient rights to query records") == true)
        #expect(reply.glide["sys_journal_field"] is NSNull)
        #expect(reply.rowCount("sys_user_group") == 5)
    }

    @Test("A query nested deeper than the limit is refused before it runs")
    func depthLimit() async throws {
        var walk = "name { value }"
        for _ in 0..<6 { walk = "manager { _reference { \(walk) } }" }
        let reply = try await client().graphQL(
            "{ GlideRecord_Query { sys_user(pagination: {limit: 1}) { _results { \(walk) } } } }")
        #expect(reply.status == 200)
        #expect(reply.json["data"] == nil)
        #expect(reply.graphQLErrors.first?.contains("over the limit of 15") == true)
        let shallow = try await client().graphQL(
            "{ GlideRecord_Query { sys_user(pagination: {limit: 1}) { _results { manager { _reference { name { value } } } } } } }"
        )
        #expect(shallow.graphQLErrors.isEmpty)
    }

    @Test("A query costlier than the limit is refused before it runs, whether the page size is literal or a variable")
    func costLimit() async throws {
        let fields = ["number", "short_description", "priority", "state", "assigned_to", "opened_at"]
            .map { "\($0) { value displayValue }" }.joined(separator: " ")
        let reply = try await client().graphQL(
            """
            query ($page: GlideRecord_Pagination) { GlideRecord_Query {
              a: incident(pagination: {limit: 10000}) { _results { \(fields) } }
              b: incident(pagination: $page) { _results { \(fields) } }
            } }
            """, variables: ["page": ["limit": 10000]])
        #expect(reply.status == 200)
        #expect(reply.json["data"] == nil)
        #expect(reply.graphQLErrors.first?.contains("estimated cost") == true)
        #expect(reply.graphQLErrors.first?.contains("over the limit of 250000") == true)
    }

    @Test("Rows hidden by ACLs drop out of _results while _rowCount still counts them")
    func hiddenRows() async throws {
        try await withInstance { client in
            let guest = try await client.request(
                "/api/now/table/sys_user?user_name=guest.user&sysparm_fields=sys_id", user: "admin", password: "admin")
            let guestID = try #require(guest.results.first?["sys_id"] as? String)
            let created = try await client.graphQL(
                "mutation { GlideRecord_Mutation { insert_incident(values: {short_description: \"Guest laptop\", "
                    + "caller_id: \"\(guestID)\"}) { number { value } } } }")
            let number = try #require(
                (created.glide["insert_incident"] as? [String: Any])?.value("number"), "\(created.text)")
            let all = try await client.graphQL("{ GlideRecord_Query { incident { _rowCount } } }")
            let reply = try await client.graphQL(
                "{ GlideRecord_Query { incident(pagination: {limit: 10000}) { _rowCount _results { number { value } } } } }",
                user: "guest.user")
            #expect(reply.graphQLErrors.isEmpty)
            #expect(reply.rowCount("incident") == all.rowCount("incident"))
            let visible = try await client.request(
                "/api/now/table/incident?sysparm_fields=number&sysparm_query=ORDERBYnumber", user: "guest.user")
            let numbers = reply.rows("incident").compactMap { $0.value("number") }
            #expect(numbers.sorted() == visible.results.compactMap { $0["number"] as? String })
            #expect(numbers.contains(number))
            #expect(numbers.count < all.rowCount("incident") ?? 0)
        }
    }
}
