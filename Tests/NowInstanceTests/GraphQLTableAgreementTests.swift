import Foundation
import NowInstance
import Testing

@Suite("Embedded instance: GraphQL agrees with the Table API")
struct GraphQLTableAgreementTests {
    /// A small deterministic generator, so the 50 queries are the same on every run.
    struct Generator {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }

        mutating func pick<T>(_ items: [T]) -> T { items[next(items.count)] }
    }

    static func queries() -> [(query: String, limit: Int, offset: Int)] {
        var generator = Generator(state: 42)
        let conditions = [
            "active=true", "active=false", "priority=1", "priorityIN1,2", "priority!=3", "stateIN1,2,3",
            "state=6", "categoryINsoftware,hardware", "category=network", "short_descriptionLIKEprinter",
            "short_descriptionSTARTSWITHiOS", "assigned_toISEMPTY", "assigned_toISNOTEMPTY",
            "assigned_to.user_name=john.doe", "caller_id.user_name=abel.tuter", "numberLIKE01",
            "opened_at>2026-01-01 00:00:00", "opened_at<2026-03-01 00:00:00", "reassignment_count>1",
            "impact=1", "urgency!=3", "descriptionISNOTEMPTY",
        ]
        let sorts = [
            "ORDERBYnumber", "ORDERBYDESCnumber", "ORDERBYpriority^ORDERBYnumber",
            "ORDERBYDESCopened_at^ORDERBYnumber", "ORDERBYshort_description^ORDERBYDESCnumber", "",
        ]
        var result: [(String, Int, Int)] = []
        for _ in 0..<50 {
            var parts: [String] = []
            for index in 0..<(1 + generator.next(3)) {
                let joiner = index == 0 ? "" : generator.pick(["^", "^", "^OR", "^NQ"])
                parts.append(joiner + generator.pick(conditions))
            }
            let sort = generator.pick(sorts)
            let query = parts.joined() + (sort.isEmpty ? "" : "^" + sort)
            result.append((query, generator.pick([5, 10, 25, 100]), generator.pick([0, 0, 3, 10])))
        }
        return result
    }

    @Test("For 50 generated encoded queries, GraphQL and the Table API return the same sys_ids in the same order")
    func agreement() async throws {
        let client = try await SharedInstance.shared.client()
        var nonEmpty = 0
        for (query, limit, offset) in Self.queries() {
            let table = try await client.request(
                "/api/now/table/incident?sysparm_fields=sys_id&sysparm_limit=\(limit)&sysparm_offset=\(offset)"
                    + "&sysparm_query=" + (query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""),
                user: "admin", password: "admin")
            let graph = try await client.graphQL(
                """
                query ($q: String, $page: GlideRecord_Pagination) { GlideRecord_Query {
                  incident(queryConditions: $q, pagination: $page) { _rowCount _results { sys_id { value } } } } }
                """, variables: ["q": query, "page": ["limit": limit, "offset": offset]])
            #expect(graph.graphQLErrors.isEmpty, "\(query): \(graph.text)")
            let expected = table.results.compactMap { $0["sys_id"] as? String }
            #expect(graph.rows("incident").compactMap { $0.value("sys_id") } == expected, "\(query)")
            #expect(graph.rowCount("incident") == Int(table.headers["x-total-count"] ?? ""), "\(query)")
            if !expected.isEmpty { nonEmpty += 1 }
        }
        #expect(nonEmpty >= 30)
    }
}
