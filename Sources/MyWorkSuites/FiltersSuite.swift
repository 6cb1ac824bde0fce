import NowQuery
import Scenarios

extension MyWorkSuites {
    /// The Mobile SDK's four filter styles, built with NowQuery's builders and run against the seed data; each
    /// checks the records it selects, not only how many.
    public static var filters: Suite {
        Suite("Filters", tags: ["table", "query"]) {
            Scenario("Encoded query: active incidents mentioning broken") {
                Call(
                    "active=true^short_descriptionLIKEbroken",
                    .list(
                        "incident",
                        FetchConfiguration(
                            filter: Filter(query: "active=true^short_descriptionLIKEbroken^ORDERBYnumber"),
                            readConfiguration: numbers))
                )
                .expect(
                    .sameElements("result.*.number", FilterExpectations.broken),
                    .each("result", "is active") { $0["active"]?.text == "true" },
                    .each("result", "mentions broken") {
                        $0["short_description"]?.text?.lowercased().contains("broken") == true
                    })
            }
            Scenario("Criteria: reassign Abel Tuter's or unassigned work, or escalations") {
                Call(
                    "Reassign-or-escalation criteria",
                    .list("incident", FetchConfiguration(filter: reassignOrEscalation, readConfiguration: numbers))
                )
                .expect(
                    .sameElements("result.*.number", FilterExpectations.reassignOrEscalation),
                    .sorted("result.*.number", .ascending))
            }
            Scenario("Keywords and conditions") {
                Call(
                    "iOS 13 | iOS 14 in active incidents, newest first",
                    .list("incident", FetchConfiguration(filter: keywords, readConfiguration: numbers))
                )
                .expect(
                    .sameElements("result.*.number", FilterExpectations.keywords),
                    .sorted("result.*.opened_at", .descending),
                    .each("result", "mentions iOS") { $0["short_description"]?.text?.contains("iOS 1") == true })
            }
            Scenario("Conditions: active with SLA due today or later") {
                Call(
                    "active=true^sla_due>=today",
                    .list("incident", FetchConfiguration(filter: slaDue, readConfiguration: numbers))
                )
                .expect(
                    .sameElements("result.*.number", FilterExpectations.slaDue),
                    .each("result", "is active") { $0["active"]?.text == "true" })
            }
        }
    }

    static let numbers = FieldReadConfiguration(
        fields: ["number", "active", "short_description", "opened_at", "sla_due", "assigned_to", "escalation"],
        excludeReferenceLinks: true)

    /// Active work that is unassigned or Abel Tuter's, or escalated to high or overdue; by number.
    static var reassignOrEscalation: Filter {
        let active = Condition.boolean(field: "active", .is(true))
        let unassigned = Condition.string(field: "assigned_to", .isEmpty)
        let abel = Condition.string(field: "assigned_to", .is("62826bf03710200044e0bfc8bcbe5df1"))
        let reassign = Criteria(conditions: [active, CompoundCondition.or([unassigned, abel])])
        let escalated = Criteria(
            condition: CompoundCondition.or([
                Condition.string(field: "escalation", .is("2")), Condition.string(field: "escalation", .is("3")),
            ]))
        return Filter(criteria: [reassign, escalated], sortBy: [.asc("number")])
    }

    static var keywords: Filter {
        Filter(
            keywords: "iOS 13 | iOS 14", conditions: [Condition.boolean(field: "active", .is(true))],
            sortBy: [.desc("opened_at")])
    }

    static var slaDue: Filter {
        Filter(conditions: [
            Condition.boolean(field: "active", .is(true)),
            Condition.dateTime(field: "sla_due", .atOrAfter(0, .daysAgoStart)),
        ])
    }
}
