import Scenarios

extension MyWorkSuites {
    /// GraphQL at `/api/now/graphql`: recently published knowledge, and two tables in one query.
    public static var graphQL: Suite {
        Suite("GraphQL", tags: ["graphql"]) {
            Scenario("Recently published knowledge articles") {
                Call(
                    "Published in the last 30 days, newest first",
                    .graphQL(
                        """
                        { GlideRecord_Query { kb_knowledge(queryConditions: "workflow_state=published^published>=javascript:gs.daysAgoStart(30)^ORDERBYDESCpublished", pagination: {limit: 10, offset: 0}) {
                            _rowCount
                            _results { number { value } short_description { value } published { value displayValue } author { displayValue } }
                        } } }
                        """)
                )
                .expect(
                    .absentOrEmpty("errors"),
                    .atLeast("data.GlideRecord_Query.kb_knowledge._results", 1),
                    .sorted("data.GlideRecord_Query.kb_knowledge._results.*.published.value", .descending),
                    .each("data.GlideRecord_Query.kb_knowledge._results", "has a title") {
                        $0["short_description"]?["value"]?.text?.hasPrefix("How to fix") == true
                    })
            }
            Scenario("Two tables in one query") {
                Call(
                    "Incidents and groups",
                    .graphQL(
                        """
                        { GlideRecord_Query {
                            incident(queryConditions: "active=true^priority=1^ORDERBYnumber", pagination: {limit: 5, offset: 0}) {
                              _rowCount
                              _results { number { value } priority { value displayValue } assigned_to { displayValue } }
                            }
                            sys_user_group(queryConditions: "active=true^ORDERBYname") { _rowCount _results { name { value } } }
                        } }
                        """)
                )
                .expect(
                    .atLeast("data.GlideRecord_Query.incident._results", 1),
                    .each("data.GlideRecord_Query.incident._results", "is priority 1") {
                        $0["priority"]?["value"]?.text == "1"
                    },
                    .sorted("data.GlideRecord_Query.incident._results.*.number.value", .ascending),
                    .equals("data.GlideRecord_Query.sys_user_group._rowCount", 5),
                    .sameElements(
                        "data.GlideRecord_Query.sys_user_group._results.*.name.value",
                        ["Database", "Hardware", "Network", "Service Desk", "Software"]))
            }
        }
    }
}
