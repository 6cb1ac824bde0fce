import Foundation
import NowInstance
import Testing

@Suite("Embedded instance: GraphQL queries")
struct GraphQLQueryTests {
    func client() async throws -> HTTPTestClient { try await SharedInstance.shared.client() }

    @Test("The Mobile SDK's recently published knowledge articles query returns seed articles newest first")
    func knowledgeExample() async throws {
        let reply = try await client().graphQL(
            """
            {
              GlideRecord_Query {
                kb_knowledge(queryConditions: "active=true^ORDERBYDESCpublished" pagination: { limit: 10, offset: 0 }) {
                  _results {
                    sys_id { value },
                    number { displayValue },
                    short_description { displayValue },
                    author { displayValue }
                    published { displayValue }
                  }
                }
              }
            }
            """)
        #expect(reply.status == 200)
        #expect(reply.graphQLErrors.isEmpty)
        let rows = reply.rows("kb_knowledge")
        #expect(rows.count == 10)
        let published = rows.compactMap { $0.displayValue("published") }
        #expect(published.count == 10)
        #expect(published == published.sorted(by: >))
        #expect(rows.allSatisfy { ($0.value("sys_id") ?? "").count == 32 })
        #expect(rows.allSatisfy { $0.displayValue("number")?.hasPrefix("KB") == true })
        #expect(rows.allSatisfy { !($0.displayValue("author") ?? "").isEmpty })

        let table = try await client().request(
            "/api/now/table/kb_knowledge?sysparm_query=active%3Dtrue%5EORDERBYDESCpublished&sysparm_limit=10"
                + "&sysparm_fields=sys_id", user: "admin", password: "admin")
        #expect(rows.compactMap { $0.value("sys_id") } == table.results.compactMap { $0["sys_id"] as? String })
    }

    @Test("Two tables in one query, with a reference dot-walk through _reference and choices")
    func twoTablesAndDotWalk() async throws {
        let reply = try await client().graphQL(
            """
            { GlideRecord_Query {
                incident(queryConditions: "assigned_to.user_name=john.doe^ORDERBYnumber", pagination: {limit: 3}) {
                  _rowCount
                  _results {
                    number { value }
                    priority { value displayValue _choices { value displayValue } }
                    assigned_to { value displayValue referenceTableName
                      _reference { user_name { value } department { displayValue _reference { name { value } } } } }
                  }
                  _table_metadata { label canRead canWrite canCreate canDelete }
                }
                sys_user(queryConditions: "user_name=john.doe") { _rowCount _results { sys_id { value } name { value } } }
            } }
            """)
        #expect(reply.graphQLErrors.isEmpty, "\(reply.text)")
        let incidents = reply.rows("incident")
        #expect(incidents.count == 3)
        #expect((reply.rowCount("incident") ?? 0) >= 3)
        let johnID = reply.rows("sys_user").first?.value("sys_id")
        #expect(reply.rowCount("sys_user") == 1)
        for row in incidents {
            let assigned = row["assigned_to"] as? [String: Any] ?? [:]
            #expect(assigned["value"] as? String == johnID)
            #expect(assigned["displayValue"] as? String == "John Doe")
            #expect(assigned["referenceTableName"] as? String == "sys_user")
            let user = assigned["_reference"] as? [String: Any] ?? [:]
            #expect(user.value("user_name") == "john.doe")
            let department = user["department"] as? [String: Any] ?? [:]
            let name = (department["_reference"] as? [String: Any])?.value("name")
            #expect(name != nil && name == department["displayValue"] as? String)
            let priority = row["priority"] as? [String: Any] ?? [:]
            let choices = priority["_choices"] as? [[String: Any]] ?? []
            #expect(choices.count == 5)
            let label = choices.first { $0["value"] as? String == priority["value"] as? String }?["displayValue"]
            #expect(label as? String == priority["displayValue"] as? String)
        }
        let metadata = (reply.glide["incident"] as? [String: Any])?["_table_metadata"] as? [String: Any] ?? [:]
        #expect(metadata["label"] as? String == "Incident")
        #expect(metadata["canRead"] as? Bool == true && metadata["canDelete"] as? Bool == true)
    }

    @Test("Aliases, fragments, variables, operation names and sys_id lookups work, because the engine is real")
    func engineFeatures() async throws {
        let first = try await client().graphQL(
            "{ GlideRecord_Query { incident(queryConditions: \"ORDERBYnumber\", pagination: {limit: 1}) "
                + "{ _results { sys_id { value } number { value } } } } }")
        let row = try #require(first.rows("incident").first)
        let sysID = try #require(row.value("sys_id"))
        let reply = try await client().graphQL(
            """
            query Other { GlideRecord_Query { sys_user_group { _rowCount } } }
            query Pages($conditions: String, $page: GlideRecord_Pagination, $id: String, $withCount: Boolean!) {
              GlideRecord_Query {
                firstTwo: incident(queryConditions: $conditions, pagination: $page) {
                  _rowCount @include(if: $withCount)
                  _results { ...Summary }
                }
                one: incident(sys_id: $id) { _results { ... on incident_GlideRecord { number { value } } } }
              }
            }
            fragment Summary on incident_GlideRecord { number { value } active { value displayValue } }
            """,
            variables: [
                "conditions": "active=true^ORDERBYnumber", "page": ["limit": 2, "offset": 1], "id": sysID,
                "withCount": false,
            ],
            operationName: "Pages")
        #expect(reply.graphQLErrors.isEmpty, "\(reply.text)")
        let firstTwo = reply.rows("firstTwo")
        #expect(firstTwo.count == 2)
        #expect((reply.glide["firstTwo"] as? [String: Any])?["_rowCount"] == nil)
        #expect(firstTwo.allSatisfy { ($0["active"] as? [String: Any])?["value"] as? Bool == true })
        #expect(reply.rows("one").first?.value("number") == row.value("number"))
        #expect(reply.rowCount("one") == nil)
    }

    @Test("Typed values: integers and booleans come back as numbers and booleans, empty ones as null")
    func typedValues() async throws {
        let reply = try await client().graphQL(
            "{ GlideRecord_Query { incident(pagination: {limit: 5}) { _results { reassignment_count { value } "
                + "active { value } sys_mod_count { value displayValue } closed_at { value } } } } }")
        #expect(reply.graphQLErrors.isEmpty, "\(reply.text)")
        for row in reply.rows("incident") {
            #expect((row["active"] as? [String: Any])?["value"] is Bool)
            #expect((row["sys_mod_count"] as? [String: Any])?["value"] is Int)
        }
    }
}
