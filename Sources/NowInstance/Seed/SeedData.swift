import NowQuery

/// A demo user: credentials and roles.
public struct DemoUser: Sendable, Hashable {
    public var userName: String
    public var password: String
    public var firstName: String
    public var lastName: String
    public var roles: [String]
    public var sysID: String

    public var name: String { "\(firstName) \(lastName)" }

    /// An account that signs in as `userName` with `password` and holds `roles`.
    public init(
        userName: String, password: String, firstName: String, lastName: String, roles: [String], sysID: String
    ) {
        self.userName = userName
        self.password = password
        self.firstName = firstName
        self.lastName = lastName
        self.roles = roles
        self.sysID = sysID
    }
}

/// Loads the deterministic demo dataset: the same records and sys_ids on every machine for the same size.
public enum SeedData {
    /// The moment seed dates are laid out around.
    public static let referenceDate = UTCTimestamp(year: 2026, month: 3, day: 18, hour: 12)

    /// The OAuth applications registered on the instance (`oauth_entity`), by client ID: the one seeded is
    /// `nowtape` with the secret `nowtape-secret`, the client NowClient and the scenario runner use by default.
    public static let oauthApplications = ["nowtape": "nowtape-secret"]

    /// The users whose credentials the instance prints: `admin`, `john.doe`, `abel.tuter` and `guest.user`.
    public static let demoUsers = [
        DemoUser(
            userName: "admin", password: "admin", firstName: "System", lastName: "Administrator", roles: ["admin"],
            sysID: "6816f79cc0a8016401c5a33be04be441"),
        DemoUser(
            userName: "john.doe", password: "password", firstName: "John", lastName: "Doe", roles: ["itil"],
            sysID: "ea2bc1b14f4212008a5ab895f110c7d1"),
        DemoUser(
            userName: "abel.tuter", password: "password", firstName: "Abel", lastName: "Tuter", roles: ["itil"],
            sysID: "62826bf03710200044e0bfc8bcbe5df1"),
        DemoUser(
            userName: "guest.user", password: "password", firstName: "Guest", lastName: "User", roles: [],
            sysID: "5137153cc611227c000bbd1bd8cd2005"),
    ]

    static let firstNames = [
        "Beth", "Carl", "Dana", "Eli", "Fran", "Gus", "Hana", "Ivan", "Jo", "Kai", "Lena", "Milo", "Nia", "Omar", "Pia",
        "Quinn",
    ]
    static let lastNames = [
        "Anthony", "Baker", "Chen", "Diaz", "Evans", "Fischer", "Garcia", "Hughes", "Ito", "Jensen",
    ]
    static let departments = ["IT", "Finance", "Sales", "Human Resources", "Network"]
    static let groups = ["Service Desk", "Network", "Database", "Hardware", "Software"]
    static let subjects = [
        "Email is broken", "VPN drops every hour", "Printer broken on floor 3", "iOS 14 app crashes on launch",
        "Laptop battery will not charge", "Cannot reach the intranet", "Password reset needed", "Slow database queries",
        "iOS 13 push notifications missing", "Monitor flickers", "Shared drive is full", "Wi-Fi keeps disconnecting",
    ]

    /// How many incidents go into the store in one transaction while seeding.
    static let bulkBatchSize = 2_000

    /// Loads users, groups, tasks of every class, knowledge articles and journal entries into `repository`.
    public static func load(into repository: RecordRepository, incidents: Int) throws {
        var rng = SeedRandom(seed: 2026)
        let departmentIDs = try departments.map { name in
            try repository.insert(
                "cmn_department", values: ["name": name, "description": "\(name) department"], user: "system"
            ).sysID
        }
        var userIDs = try demoUsers.map { user in
            try repository.insert(
                "sys_user",
                values: [
                    "user_name": user.userName, "first_name": user.firstName, "last_name": user.lastName,
                    "name": user.name, "email": "\(user.userName)@example.com", "active": "true",
                    "vip": user.userName == "abel.tuter" ? "true" : "false", "roles": user.roles.joined(separator: ","),
                    "department": departmentIDs[4], "title": user.roles.contains("admin") ? "Administrator" : "Analyst",
                ],
                user: "system", sysID: user.sysID
            ).sysID
        }
        for first in firstNames {
            let last = lastNames[rng.int(lastNames.count)]
            let userName = "\(first.lowercased()).\(last.lowercased())"
            userIDs.append(
                try repository.insert(
                    "sys_user",
                    values: [
                        "user_name": userName, "first_name": first, "last_name": last, "name": "\(first) \(last)",
                        "email": "\(userName)@example.com", "active": "true", "vip": rng.int(8) == 0 ? "true" : "false",
                        "roles": "itil", "department": departmentIDs[rng.int(departmentIDs.count)],
                    ], user: "system"
                ).sysID)
        }
        let groupIDs = try groups.map { name in
            try repository.insert(
                "sys_user_group",
                values: ["name": name, "active": "true", "manager": userIDs[1], "description": "\(name) team"],
                user: "system"
            ).sysID
        }
        for (index, userID) in userIDs.enumerated() {
            try repository.insert(
                "sys_user_grmember", values: ["user": userID, "group": groupIDs[index % groupIDs.count]], user: "system"
            )
        }
        let assignable = [userIDs[1], userIDs[2]] + Array(userIDs.dropFirst(4))
        func taskValues(_ index: Int, extra: [String: String]) -> [String: String] {
            let opened = referenceDate.adding(seconds: -rng.int(86_400 * 90) - 3_600)
            let state = ["1", "2", "2", "3", "6", "7"][rng.int(6)]
            let active = state == "6" || state == "7" ? "false" : "true"
            // The demo users always own active tasks of every class: the first records of each go to them.
            let assignee =
                index < 4 ? assignable[index % 2] : (rng.int(6) == 0 ? "" : assignable[rng.int(assignable.count)])
            let subject = subjects[rng.int(subjects.count)]
            let priority = 1 + rng.int(5)
            // The impact and urgency the priority lookup turns into that priority, as an instance's data has them.
            let (impact, urgency) = [(1, 1), (1, 2), (2, 2), (2, 3), (3, 3)][priority - 1]
            var values = [
                "short_description": subject, "description": "Reported by a user; details follow.",
                "state": index < 4 ? "2" : state, "active": index < 4 ? "true" : active,
                "priority": String(priority), "impact": String(impact), "urgency": String(urgency),
                "escalation": String(rng.int(4)),
                "assigned_to": assignee, "assignment_group": groupIDs[rng.int(groupIDs.count)],
                "opened_by": userIDs[rng.int(userIDs.count)], "opened_at": opened.description,
                "sla_due": opened.adding(seconds: 86_400 * (1 + rng.int(30))).description,
            ]
            values.merge(extra) { $1 }
            return values
        }
        func task(_ table: String, _ index: Int, extra: [String: String]) throws -> InstanceRecord {
            try repository.insert(table, values: taskValues(index, extra: extra), user: "system")
        }
        // The first 40 tasks get comments and work notes.
        var taskIDs: [(String, String)] = []
        let categories = ["inquiry", "software", "hardware", "network", "database"]
        // Incidents go in batches, one transaction each, with the store's indexes built once at the end. Each batch
        // is made while the one before it is written.
        try repository.loadingInBulk(into: "incident") {
            let writer = BatchWriter(repository: repository)
            var start = 0
            while start < incidents {
                let batch = (start..<min(incidents, start + bulkBatchSize)).map { index in
                    let extra = [
                        "caller_id": userIDs[rng.int(userIDs.count)],
                        "category": categories[rng.int(categories.count)], "reassignment_count": String(rng.int(4)),
                    ]
                    return taskValues(index, extra: extra)
                }
                let prepared = try repository.prepareAll("incident", values: batch, user: "system")
                for record in prepared.records where taskIDs.count < 40 {
                    taskIDs.append((record.table, record.sysID))
                }
                try writer.write(prepared)
                start += bulkBatchSize
            }
            try writer.finish()
        }
        for index in 0..<30 {
            let record = try task("problem", index, extra: ["known_error": rng.int(3) == 0 ? "true" : "false"])
            if taskIDs.count < 40 { taskIDs.append((record.table, record.sysID)) }
        }
        for index in 0..<30 {
            let record = try task(
                "change_request", index,
                extra: ["type": ["standard", "normal", "emergency"][rng.int(3)], "risk": ["2", "3", "4"][rng.int(3)]])
            if taskIDs.count < 40 { taskIDs.append((record.table, record.sysID)) }
        }
        for index in 0..<25 {
            let published = referenceDate.adding(seconds: -86_400 * (index * 3 + rng.int(3)))
            try repository.insert(
                "kb_knowledge",
                values: [
                    "short_description": "How to fix: \(subjects[index % subjects.count])",
                    "text": "<p>Steps that resolve this issue.</p>", "active": index % 7 == 6 ? "false" : "true",
                    "author": userIDs[rng.int(userIDs.count)], "published": published.dateText,
                    "workflow_state": index % 7 == 6 ? "retired" : "published", "sys_view_count": String(rng.int(500)),
                ], user: "system")
        }
        for (table, sysID) in taskIDs.prefix(40) {
            _ = try repository.update(
                table, sysID: sysID, values: ["comments": "Looking into it.", "work_notes": "Checked the logs."],
                user: "system")
        }
    }
}

/// The seed's random numbers: SplitMix64 from a fixed seed.
struct SeedRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func int(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(z % UInt64(max(1, bound)))
    }
}
