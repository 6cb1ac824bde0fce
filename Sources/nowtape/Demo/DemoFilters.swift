import NowQuery

/// The four filter styles of the Mobile SDK, each with the incidents it must select from `DemoIncidents`.
enum DemoFilters {
    struct Example {
        let name: String
        let filter: Filter
        let expected: [String]
    }

    static var all: [Example] {
        let active = Condition.boolean(field: "active", .is(true))
        let unassigned = Condition.string(field: "assigned_to", .isEmpty)
        let abel = Condition.string(field: "assigned_to", .is("Abel Tuter"))
        let reassign = Criteria(conditions: [active, CompoundCondition.or([unassigned, abel])])
        let escalated = Criteria(
            condition: CompoundCondition.or([
                Condition.string(field: "escalation", .is("2")), Condition.string(field: "escalation", .is("3")),
            ]))
        return [
            Example(
                name: "encoded query: active incidents whose description mentions 'broken'",
                filter: Filter(query: "active=true^short_descriptionLIKEbroken"), expected: ["INC0010001"]),
            Example(
                name: "criteria: unassigned or Abel Tuter's active incidents, or high/overdue escalations",
                filter: Filter(criteria: [reassign, escalated], sortBy: [.asc("number")]),
                expected: ["INC0010001", "INC0010002", "INC0010003", "INC0010004"]),
            Example(
                name: "keywords and conditions: 'iOS 13 | iOS 14' in active incidents, newest first",
                filter: Filter(keywords: "iOS 13 | iOS 14", conditions: [active], sortBy: [.desc("opened_at")]),
                expected: ["INC0010004", "INC0010005"]),
            Example(
                name: "conditions: active with SLA due today or later",
                filter: Filter(conditions: [active, Condition.dateTime(field: "sla_due", .atOrAfter(0, .daysAgoStart))]
                ),
                expected: ["INC0010001", "INC0010004"]),
        ]
    }
}
