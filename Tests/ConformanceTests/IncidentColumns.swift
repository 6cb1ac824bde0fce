/// The columns of an incident created with an empty body on a developer instance in January 2020 (source L2 of
/// `docs/fidelity.md`), and those of them that stay empty until something sets them.
enum IncidentColumns {
    static let capturedIn2020: Set<String> = [
        "active", "activity_due", "additional_assignee_list", "approval", "approval_history", "approval_set",
        "assigned_to", "assignment_group", "business_duration", "business_service", "business_stc",
        "calendar_duration", "calendar_stc", "caller_id", "category", "caused_by", "child_incidents", "close_code",
        "close_notes", "closed_at", "closed_by", "cmdb_ci", "comments", "comments_and_work_notes", "company",
        "contact_type", "contract", "correlation_display", "correlation_id", "delivery_plan", "delivery_task",
        "description", "due_date", "escalation", "expected_start", "follow_up", "group_list", "hold_reason", "impact",
        "incident_state", "knowledge", "location", "made_sla", "notify", "number", "opened_at", "opened_by", "order",
        "parent", "parent_incident", "priority", "problem_id", "reassignment_count", "reopen_count", "reopened_by",
        "reopened_time", "resolved_at", "resolved_by", "rfc", "service_offering", "severity", "short_description",
        "sla_due", "state", "subcategory", "sys_class_name", "sys_created_by", "sys_created_on", "sys_domain",
        "sys_domain_path", "sys_id", "sys_mod_count", "sys_tags", "sys_updated_by", "sys_updated_on", "time_worked",
        "upon_approval", "upon_reject", "urgency", "user_input", "watch_list", "work_end", "work_notes",
        "work_notes_list", "work_start",
    ]

    static let emptyUntilSet = [
        "activity_due", "business_duration", "business_service", "business_stc", "calendar_stc", "caused_by",
        "close_code", "close_notes", "closed_by", "cmdb_ci", "company", "hold_reason", "order", "parent_incident",
        "problem_id", "reopened_by", "resolved_at", "resolved_by", "rfc", "subcategory", "sys_tags", "watch_list",
    ]
}
