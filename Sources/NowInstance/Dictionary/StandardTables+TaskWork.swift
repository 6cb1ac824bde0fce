/// The columns of a task and an incident that track work, relations and resolution. A real instance sends every one of
/// them in a full record, empty when nothing set them, and clients map them (an incident is resolved with its
/// `close_code` and `close_notes`). The list follows an incident created on a developer instance in January 2020,
/// as `docs/fidelity.md` (source L2) records it.
extension StandardTables {
    /// Work, planning and relation columns every task carries.
    static var taskWorkFields: [FieldDefinition] {
        [
            FieldDefinition("activity_due", .dateTime), FieldDefinition("additional_assignee_list", .string),
            FieldDefinition("approval_history", .journal), FieldDefinition("approval_set", .dateTime),
            // Durations are stored as a date-time from the epoch, as the platform's glide_duration is.
            FieldDefinition("business_duration", .dateTime), FieldDefinition("calendar_duration", .dateTime),
            FieldDefinition("business_service", .reference("cmdb_ci_service"), label: "Service"),
            FieldDefinition("close_notes", .string), FieldDefinition("closed_by", .reference("sys_user")),
            FieldDefinition("cmdb_ci", .reference("cmdb_ci"), label: "Configuration item"),
            FieldDefinition("comments_and_work_notes", .string, label: "Comments and Work notes", readOnly: true),
            FieldDefinition("company", .reference("core_company")),
            FieldDefinition("contract", .reference("ast_contract")),
            FieldDefinition("correlation_display", .string), FieldDefinition("correlation_id", .string),
            FieldDefinition("delivery_plan", .reference("sc_cat_item_delivery_plan")),
            FieldDefinition("delivery_task", .reference("sc_cat_item_delivery_task")),
            FieldDefinition("expected_start", .dateTime), FieldDefinition("follow_up", .dateTime),
            FieldDefinition("group_list", .string), FieldDefinition("location", .reference("cmn_location")),
            FieldDefinition("order", .integer), FieldDefinition("parent", .reference("task")),
            FieldDefinition("service_offering", .reference("service_offering")),
            FieldDefinition("sys_tags", .string, label: "Tags", readOnly: true),
            FieldDefinition("time_worked", .string), FieldDefinition("user_input", .string),
            FieldDefinition("watch_list", .string), FieldDefinition("work_end", .dateTime),
            FieldDefinition("work_notes_list", .string), FieldDefinition("work_start", .dateTime),
        ]
    }

    /// The incident's own relation, hold and resolution columns.
    static var incidentResolutionFields: [FieldDefinition] {
        [
            // Business and calendar time to resolve, in seconds, which the platform fills when an incident resolves.
            FieldDefinition("business_stc", .integer, label: "Business resolve time"),
            FieldDefinition("calendar_stc", .integer, label: "Resolve time"),
            FieldDefinition("caused_by", .reference("change_request"), label: "Caused by Change"),
            FieldDefinition(
                "close_code",
                .choice(
                    [
                        "Duplicate", "Known error", "No resolution provided", "Resolved by caller",
                        "Resolved by change", "Resolved by problem", "Resolved by request", "Solution provided",
                        "Workaround provided", "User error",
                    ].map { Choice($0, $0) }), label: "Resolution code"),
            FieldDefinition(
                "hold_reason",
                .choice([
                    Choice("1", "Awaiting Caller"), Choice("3", "Awaiting Problem"), Choice("4", "Awaiting Vendor"),
                    Choice("5", "Awaiting Change"),
                ]), label: "On hold reason"),
            FieldDefinition("parent_incident", .reference("incident")),
            FieldDefinition("problem_id", .reference("problem"), label: "Problem"),
            FieldDefinition("reopened_by", .reference("sys_user"), label: "Last reopened by"),
            FieldDefinition("reopened_time", .dateTime, label: "Last reopened at"),
            FieldDefinition("resolved_at", .dateTime), FieldDefinition("resolved_by", .reference("sys_user")),
            FieldDefinition("rfc", .reference("change_request"), label: "Change Request"),
            // A choice that depends on the category, kept as text so every category's subcategories are accepted.
            FieldDefinition("subcategory", .string),
        ]
    }
}
