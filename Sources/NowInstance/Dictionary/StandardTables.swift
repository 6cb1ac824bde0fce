/// The tables the embedded instance starts with: users and groups, the task hierarchy, knowledge, tags, attachments
/// and journals.
public enum StandardTables {
    static let states = [
        Choice("1", "New"), Choice("2", "In Progress"), Choice("3", "On Hold"), Choice("6", "Resolved"),
        Choice("7", "Closed"), Choice("8", "Canceled"),
    ]
    static let priorities = [
        Choice("1", "1 - Critical"), Choice("2", "2 - High"), Choice("3", "3 - Moderate"), Choice("4", "4 - Low"),
        Choice("5", "5 - Planning"),
    ]
    static let levels = [Choice("1", "1 - High"), Choice("2", "2 - Medium"), Choice("3", "3 - Low")]
    static let escalations = [
        Choice("0", "Normal"), Choice("1", "Moderate"), Choice("2", "High"), Choice("3", "Overdue"),
    ]
    static let approvals = [
        Choice("not requested", "Not Yet Requested"), Choice("requested", "Requested"), Choice("approved", "Approved"),
        Choice("rejected", "Rejected"), Choice("cancelled", "Cancelled"), Choice("not_required", "No Longer Required"),
    ]
    static let contactTypes = [
        Choice("email", "Email"), Choice("phone", "Phone"), Choice("self-service", "Self-service"),
        Choice("walk-in", "Walk-in"),
    ]

    /// The dictionary the instance starts with: the standard tables and those the platform APIs bring.
    public static var dictionary: TableDictionary {
        TableDictionary(coreTables + importTables + propertyTables + PlatformAPIRegistry.tables)
    }

    private static var coreTables: [TableDefinition] {
        [
            TableDefinition(
                "cmn_department", label: "Department", displayField: "name",
                fields: [FieldDefinition("name", .string), FieldDefinition("description", .string)]),
            TableDefinition(
                "sys_user", label: "User", displayField: "name",
                fields: [
                    FieldDefinition("user_name", .string, label: "User ID"), FieldDefinition("first_name", .string),
                    FieldDefinition("last_name", .string), FieldDefinition("name", .string),
                    FieldDefinition("email", .string), FieldDefinition("title", .string),
                    FieldDefinition("phone", .string), FieldDefinition("active", .boolean),
                    FieldDefinition("vip", .boolean, label: "VIP"),
                    FieldDefinition("department", .reference("cmn_department")),
                    FieldDefinition("manager", .reference("sys_user")), FieldDefinition("roles", .string),
                ]),
            TableDefinition(
                "sys_user_group", label: "Group", displayField: "name",
                fields: [
                    FieldDefinition("name", .string), FieldDefinition("description", .string),
                    FieldDefinition("email", .string), FieldDefinition("active", .boolean),
                    FieldDefinition("manager", .reference("sys_user")),
                ]),
            TableDefinition(
                "sys_user_grmember", label: "Group Member", displayField: "user",
                fields: [
                    FieldDefinition("user", .reference("sys_user")),
                    FieldDefinition("group", .reference("sys_user_group")),
                ]),
            TableDefinition(
                "task", label: "Task", displayField: "number", numberPrefix: "TASK",
                fields: [
                    FieldDefinition("number", .string, readOnly: true), FieldDefinition("short_description", .string),
                    FieldDefinition("description", .string),
                    FieldDefinition("active", .boolean, defaultValue: "true"),
                    FieldDefinition("state", .choice(states), defaultValue: "1"),
                    // The platform's task dictionary: impact and urgency 3 - Low, priority 4 - Low, escalation Normal.
                    FieldDefinition("priority", .choice(priorities), defaultValue: "4"),
                    FieldDefinition("impact", .choice(levels), defaultValue: "3"),
                    FieldDefinition("urgency", .choice(levels), defaultValue: "3"),
                    FieldDefinition("escalation", .choice(escalations), defaultValue: "0"),
                    FieldDefinition("assigned_to", .reference("sys_user")),
                    FieldDefinition("assignment_group", .reference("sys_user_group")),
                    FieldDefinition("opened_by", .reference("sys_user")),
                    FieldDefinition("opened_at", .dateTime, defaultValue: FieldDefinition.nowDefault),
                    FieldDefinition("closed_at", .dateTime), FieldDefinition("due_date", .dateTime),
                    FieldDefinition("sla_due", .dateTime, label: "SLA due"),
                    FieldDefinition("comments", .journal, label: "Additional comments"),
                    FieldDefinition("work_notes", .journal),
                    // Approval and SLA bookkeeping every task carries, with the platform's defaults.
                    FieldDefinition("approval", .choice(approvals), defaultValue: "not requested"),
                    FieldDefinition(
                        "upon_approval",
                        .choice([
                            Choice("proceed", "Proceed to Next Task"),
                            Choice("do_nothing", "Wait for a User to Close this task"),
                        ]), defaultValue: "proceed"),
                    FieldDefinition(
                        "upon_reject",
                        .choice([Choice("cancel", "Cancel all future Tasks"), Choice("goto", "Go to a previous Task")]),
                        defaultValue: "cancel"),
                    FieldDefinition("made_sla", .boolean, label: "Made SLA", defaultValue: "true"),
                    FieldDefinition("knowledge", .boolean, defaultValue: "false"),
                    FieldDefinition("contact_type", .choice(contactTypes)),
                    FieldDefinition("task_effective_number", .string, label: "Effective number", readOnly: true),
                    // Every record of a domain-separated table lives in a domain; without domain separation, global.
                    FieldDefinition(
                        "sys_domain", .reference("sys_user_group"), label: "Domain", defaultValue: "global"),
                    FieldDefinition("sys_domain_path", .string, label: "Domain Path", defaultValue: "/"),
                ] + taskWorkFields),
            TableDefinition(
                "incident", label: "Incident", parent: "task", displayField: "number", numberPrefix: "INC",
                fields: [
                    FieldDefinition("caller_id", .reference("sys_user"), label: "Caller"),
                    FieldDefinition(
                        "category",
                        .choice([
                            Choice("inquiry", "Inquiry / Help"), Choice("software", "Software"),
                            Choice("hardware", "Hardware"), Choice("network", "Network"),
                            Choice("database", "Database"),
                        ]), defaultValue: "inquiry"),
                    FieldDefinition("reassignment_count", .integer, defaultValue: "0"),
                    // The incident's own state, which the platform keeps equal to `state` (see IncidentStateSync).
                    FieldDefinition("incident_state", .choice(states), defaultValue: "1"),
                    FieldDefinition(
                        "severity",
                        .choice([Choice("1", "1 - High"), Choice("2", "2 - Medium"), Choice("3", "3 - Low")]),
                        defaultValue: "3"),
                    FieldDefinition(
                        "notify",
                        .choice([Choice("1", "Do Not Notify"), Choice("2", "Send Email"), Choice("3", "Send SMS")]),
                        defaultValue: "1"),
                    FieldDefinition("reopen_count", .integer, defaultValue: "0"),
                    FieldDefinition("child_incidents", .integer, defaultValue: "0"),
                ] + incidentResolutionFields),
            TableDefinition(
                "problem", label: "Problem", parent: "task", displayField: "number", numberPrefix: "PRB",
                fields: [FieldDefinition("known_error", .boolean), FieldDefinition("cause_notes", .string)]),
            TableDefinition(
                "change_request", label: "Change Request", parent: "task", displayField: "number", numberPrefix: "CHG",
                fields: [
                    FieldDefinition(
                        "type",
                        .choice([
                            Choice("standard", "Standard"), Choice("normal", "Normal"),
                            Choice("emergency", "Emergency"),
                        ])),
                    FieldDefinition(
                        "risk", .choice([Choice("2", "High"), Choice("3", "Moderate"), Choice("4", "Low")])),
                    FieldDefinition("start_date", .dateTime), FieldDefinition("end_date", .dateTime),
                ]),
            TableDefinition(
                "kb_knowledge", label: "Knowledge", displayField: "number", numberPrefix: "KB",
                fields: [
                    FieldDefinition("number", .string, readOnly: true), FieldDefinition("short_description", .string),
                    FieldDefinition("text", .string, label: "Article body"), FieldDefinition("active", .boolean),
                    FieldDefinition("author", .reference("sys_user")), FieldDefinition("published", .date),
                    FieldDefinition(
                        "workflow_state",
                        .choice([
                            Choice("draft", "Draft"), Choice("published", "Published"), Choice("retired", "Retired"),
                        ])),
                    FieldDefinition("sys_view_count", .integer, label: "View count"),
                ]),
            TableDefinition(
                "label", label: "Tag", displayField: "name",
                fields: [
                    FieldDefinition("name", .string), FieldDefinition("owner", .reference("sys_user")),
                    FieldDefinition(
                        "viewable_by",
                        .choice([
                            Choice("me", "Me"), Choice("everyone", "Everyone"),
                            Choice("groups_users", "Groups and Users"),
                        ])),
                    FieldDefinition("active", .boolean),
                ]),
            TableDefinition(
                "label_entry", label: "Tag entry", displayField: "title",
                fields: [
                    FieldDefinition("label", .reference("label")), FieldDefinition("table", .string),
                    FieldDefinition("table_key", .string, label: "Table key"), FieldDefinition("title", .string),
                ]),
            TableDefinition(
                "sys_attachment", label: "Attachment", displayField: "file_name",
                fields: [
                    FieldDefinition("file_name", .string), FieldDefinition("content_type", .string),
                    FieldDefinition("size_bytes", .integer, readOnly: true),
                    FieldDefinition("size_compressed", .integer, readOnly: true),
                    FieldDefinition("compressed", .boolean, readOnly: true),
                    FieldDefinition("table_name", .string), FieldDefinition("table_sys_id", .string),
                    FieldDefinition("hash", .string, readOnly: true),
                    FieldDefinition("average_image_color", .string, readOnly: true),
                    FieldDefinition("image_width", .integer, readOnly: true),
                    FieldDefinition("image_height", .integer, readOnly: true),
                    FieldDefinition("chunk_size_bytes", .string, readOnly: true),
                    FieldDefinition("state", .string, readOnly: true),
                ]),
            TableDefinition(
                "sys_attachment_attribute", label: "Attachment Attribute", displayField: "key",
                fields: [
                    FieldDefinition("attachment", .reference("sys_attachment")), FieldDefinition("key", .string),
                    FieldDefinition("value", .string),
                ]),
            TableDefinition(
                "sys_journal_field", label: "Journal Entry", displayField: "value",
                fields: [
                    FieldDefinition("element_id", .string, label: "Element ID"), FieldDefinition("element", .string),
                    FieldDefinition("name", .string, label: "Table name"), FieldDefinition("value", .string),
                ]),
        ]
    }
}
