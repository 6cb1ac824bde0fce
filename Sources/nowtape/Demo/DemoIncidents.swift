import NowQuery

/// A small incident table with two users, and a clock stopped at a fixed moment, so the demo is the same everywhere.
enum DemoIncidents {
    static let abel = "a8f98bb0eb32010045e1a5115206fe3a"
    static let john = "62826bf03710200044e0bfc8bcbe5df1"
    static let now = UTCTimestamp(year: 2026, month: 3, day: 18, hour: 12)

    static let users: [String: DictionaryRecord] = [
        abel: user(abel, "Abel Tuter"),
        john: user(john, "John Doe"),
    ]

    static let context = QueryContext(now: { now }, lookup: { table, id in table == "sys_user" ? users[id] : nil })

    static let incidents: [DictionaryRecord] = [
        incident(
            "INC0010001", "Email is broken", active: true, escalation: "2", assignee: abel,
            slaDue: "2026-03-19 09:30:00", opened: "2026-03-18 09:30:00"),
        incident(
            "INC0010002", "VPN drops every hour", active: true, escalation: "0", assignee: nil,
            slaDue: "2026-03-17 12:00:00", opened: "2026-03-17 08:00:00"),
        incident(
            "INC0010003", "Printer broken on floor 3", active: false, escalation: "3", assignee: john,
            slaDue: "2026-03-01 08:00:00", opened: "2026-02-28 08:00:00"),
        incident(
            "INC0010004", "iOS 14 app crashes on launch", active: true, escalation: "1", assignee: abel,
            slaDue: "2026-03-18 18:00:00", opened: "2026-03-16 10:00:00"),
        incident(
            "INC0010005", "iOS 13 push notifications missing", active: true, escalation: "0", assignee: john,
            slaDue: "2026-03-10 18:00:00", opened: "2026-03-09 10:00:00"),
    ]

    private static func user(_ id: String, _ name: String) -> DictionaryRecord {
        DictionaryRecord(
            values: ["sys_id": id, "name": name], types: ["sys_id": .string, "name": .string], displayField: "name")
    }

    private static func incident(
        _ number: String, _ description: String, active: Bool, escalation: String, assignee: String?, slaDue: String,
        opened: String
    ) -> DictionaryRecord {
        var values = [
            "number": number, "short_description": description, "active": String(active), "escalation": escalation,
            "sla_due": slaDue, "opened_at": opened,
        ]
        values["assigned_to"] = assignee
        return DictionaryRecord(
            values: values,
            types: [
                "number": .string, "short_description": .string, "active": .boolean, "escalation": .choice,
                "assigned_to": .reference(table: "sys_user"), "sla_due": .dateTime, "opened_at": .dateTime,
            ], displayField: "number")
    }
}
