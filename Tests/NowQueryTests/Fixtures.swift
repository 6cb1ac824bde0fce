import NowQuery

/// A small, fixed dataset: two users, a group and a handful of incidents, with a clock stopped at
/// Wednesday 2026-03-18 12:00:00 UTC.
enum Fixtures {
    static let abel = "a8f98bb0eb32010045e1a5115206fe3a"
    static let john = "62826bf03710200044e0bfc8bcbe5df1"
    static let network = "287ebd7da9fe198100f92cc8d1d2154e"
    static let now = UTCTimestamp(year: 2026, month: 3, day: 18, hour: 12)

    static let userTypes: [String: QueryFieldType] = [
        "sys_id": .string, "name": .string, "user_name": .string, "vip": .boolean,
        "department": .reference(table: "cmn_department"),
    ]
    static let departmentTypes: [String: QueryFieldType] = ["sys_id": .string, "name": .string]

    static let users: [String: DictionaryRecord] = [
        abel: DictionaryRecord(
            values: [
                "sys_id": abel, "name": "Abel Tuter", "user_name": "abel.tuter", "vip": "true", "department": network,
            ],
            types: userTypes, displayField: "name"),
        john: DictionaryRecord(
            values: ["sys_id": john, "name": "John Doe", "user_name": "john.doe", "vip": "false"],
            types: userTypes, displayField: "name"),
    ]
    static let departments: [String: DictionaryRecord] = [
        network: DictionaryRecord(
            values: ["sys_id": network, "name": "Network"], types: departmentTypes, displayField: "name")
    ]

    static let incidentTypes: [String: QueryFieldType] = [
        "number": .string, "short_description": .string, "active": .boolean, "priority": .integer,
        "escalation": .choice, "state": .choice, "assigned_to": .reference(table: "sys_user"),
        "caller_id": .reference(table: "sys_user"), "opened_at": .dateTime, "sla_due": .dateTime,
        "business_duration": .decimal, "description": .string, "sys_class_name": .string,
        "reassignment_count": .integer,
    ]

    static func incident(_ number: String, _ values: [String: String]) -> DictionaryRecord {
        var all = values
        all["number"] = number
        all["sys_class_name"] = all["sys_class_name"] ?? "incident"
        return DictionaryRecord(values: all, types: incidentTypes, displayField: "number")
    }

    static let incidents: [DictionaryRecord] = [
        incident(
            "INC0001",
            [
                "short_description": "Email is broken", "active": "true", "priority": "1", "escalation": "2",
                "state": "2", "assigned_to": abel, "caller_id": john, "opened_at": "2026-03-18 09:30:00",
                "sla_due": "2026-03-19 09:30:00", "business_duration": "1.5", "reassignment_count": "2",
            ]),
        incident(
            "INC0002",
            [
                "short_description": "VPN drops every hour", "active": "true", "priority": "3", "escalation": "0",
                "state": "1", "caller_id": abel, "opened_at": "2026-03-17 23:59:59", "sla_due": "2026-03-17 12:00:00",
                "business_duration": "10.25", "description": "", "reassignment_count": "0",
            ]),
        incident(
            "INC0003",
            [
                "short_description": "Printer broken on floor 3", "active": "false", "priority": "2",
                "escalation": "3", "state": "7", "assigned_to": john, "caller_id": john,
                "opened_at": "2026-02-28 08:00:00", "sla_due": "2026-03-01 08:00:00", "business_duration": "2",
                "reassignment_count": "5",
            ]),
        incident(
            "INC0004",
            [
                "short_description": "iOS 14 app crashes", "active": "true", "priority": "10", "escalation": "1",
                "state": "2", "assigned_to": abel, "caller_id": abel, "opened_at": "2026-03-16 10:00:00",
                "sla_due": "2026-03-18 00:00:00", "business_duration": "0.5", "reassignment_count": "1",
                "sys_class_name": "incident",
            ]),
    ]

    static let context = QueryContext(
        now: { now },
        lookup: { table, id in
            switch table {
            case "sys_user": return users[id]
            case "cmn_department": return departments[id]
            default: return nil
            }
        },
        userID: john,
        userName: "john.doe",
        userGroups: [network],
        tableExtends: { table, ancestor in table == ancestor || (ancestor == "task" && table == "incident") }
    )

    /// The numbers of the incidents that `query` selects, in the query's order.
    static func numbers(_ query: String, context: QueryContext = context) throws -> [String] {
        let evaluator = QueryEvaluator(query: try EncodedQueryParser.parse(query), context: context)
        return evaluator.apply(to: incidents).compactMap { $0.values["number"] }
    }
}
