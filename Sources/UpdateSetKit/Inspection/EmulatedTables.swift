/// The tables whose records the embedded instance acts on when it installs an application: its definition, its
/// tables and numbering, its security, its scripts and the records its APIs run. Records of other platform tables
/// (UI, portal, navigation and the like) are stored, so the Table API reads them, but do nothing.
enum EmulatedTables {
    static let names: Set<String> = [
        "sys_app", "sys_store_app", "sys_scope", "sys_db_object", "sys_dictionary", "sys_choice", "sys_number",
        "sys_ws_definition", "sys_ws_version", "sys_ws_operation", "sys_script_include", "sys_module", "sys_script",
        "sys_es_latest_script", "sys_security_acl", "sys_security_acl_role", "sys_user_role",
        "sys_user_role_contains", "sys_user_has_role", "sys_push_notif_msg_content", "sys_push_notif_act_script",
        "sys_transform_map", "sys_transform_entry", "sys_properties", "sys_import_set_row",
    ]

    /// Whether records of `table` do nothing beyond being stored: a platform table outside ``names``; an
    /// application's own tables (named with its scope) hold its data, which the instance serves.
    static func isStoredOnly(_ table: String, applicationTables: Set<String>) -> Bool {
        !names.contains(table) && !applicationTables.contains(table)
    }
}
