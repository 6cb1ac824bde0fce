/// The configuration management tables the CMDB Instance API serves: the `cmdb_ci` class hierarchy the demo
/// configuration items belong to, the relationship types (`cmdb_rel_type`) and the relationships between items
/// (`cmdb_rel_ci`). Field names, labels and choice values are the platform's own.
enum CMDBTables {
    /// `cmdb_ci.discovery_source`: the sources a CMDB Instance API write must name as its `source`.
    static let discoverySources = [
        Choice("ServiceNow", "ServiceNow"), Choice("Manual Entry", "Manual Entry"),
        Choice("Other Automated", "Other Automated"), Choice("ImportSet", "ImportSet"), Choice("SCCM", "SCCM"),
        Choice("Altiris", "Altiris"), Choice("LANDesk", "LANDesk"), Choice("MS SMS", "MS SMS"),
        Choice("OpenView", "OpenView"), Choice("Tivoli", "Tivoli"), Choice("ServiceWatch", "ServiceWatch"),
        Choice("IntegrationHub", "IntegrationHub"),
    ]
    static let operationalStatuses = [
        Choice("1", "Operational"), Choice("2", "Non-Operational"), Choice("3", "Repair in Progress"),
        Choice("4", "DR Standby"), Choice("5", "Ready"), Choice("6", "Retired"), Choice("7", "Pipeline"),
        Choice("8", "Catalog"),
    ]
    static let installStatuses = [
        Choice("1", "Installed"), Choice("2", "On Order"), Choice("3", "In Maintenance"),
        Choice("4", "Pending Install"),
        Choice("5", "Pending Repair"), Choice("6", "In Stock"), Choice("7", "Retired"), Choice("100", "Absent"),
    ]
    static let uses = [
        Choice("Production", "Production"), Choice("Staging", "Staging"), Choice("QA", "QA"), Choice("Test", "Test"),
        Choice("Development", "Development"), Choice("Demonstration", "Demonstration"),
        Choice("Training", "Training"), Choice("Disaster recovery", "Disaster recovery"),
    ]
    static let firewallStatuses = [
        Choice("Intranet", "Intranet"), Choice("DMZ", "DMZ"), Choice("Extranet", "Extranet"),
    ]

    static var definitions: [TableDefinition] {
        [
            TableDefinition(
                "cmdb_ci", label: "Configuration Item", displayField: "name",
                fields: [
                    FieldDefinition("name", .string), FieldDefinition("short_description", .string),
                    FieldDefinition("category", .string), FieldDefinition("subcategory", .string),
                    FieldDefinition("operational_status", .choice(operationalStatuses), defaultValue: "1"),
                    FieldDefinition("install_status", .choice(installStatuses), label: "Status", defaultValue: "1"),
                    FieldDefinition("discovery_source", .choice(discoverySources)),
                    FieldDefinition("used_for", .choice(uses), defaultValue: "Production"),
                    FieldDefinition("firewall_status", .choice(firewallStatuses), defaultValue: "Intranet"),
                    FieldDefinition("serial_number", .string), FieldDefinition("asset_tag", .string),
                    FieldDefinition("ip_address", .string, label: "IP Address"),
                    FieldDefinition("mac_address", .string, label: "MAC Address"),
                    FieldDefinition("fqdn", .string, label: "Fully qualified domain name"),
                    FieldDefinition("dns_domain", .string, label: "DNS Domain"),
                    FieldDefinition("correlation_id", .string),
                    FieldDefinition("assigned_to", .reference("sys_user")),
                    FieldDefinition("managed_by", .reference("sys_user")),
                    FieldDefinition("owned_by", .reference("sys_user")),
                    FieldDefinition("support_group", .reference("sys_user_group")),
                    FieldDefinition("assignment_group", .reference("sys_user_group")),
                    FieldDefinition("department", .reference("cmn_department")),
                    FieldDefinition("install_date", .dateTime, label: "Installed"),
                    FieldDefinition("first_discovered", .dateTime),
                    FieldDefinition("last_discovered", .dateTime, label: "Most recent discovery"),
                    FieldDefinition("unverified", .boolean, defaultValue: "false"),
                    FieldDefinition("skip_sync", .boolean, defaultValue: "false"),
                ]),
            TableDefinition(
                "cmdb_ci_hardware", label: "Hardware", parent: "cmdb_ci", displayField: "name",
                fields: [
                    FieldDefinition("cpu_count", .integer, label: "CPU count"),
                    FieldDefinition("cpu_speed", .integer, label: "CPU speed (MHz)"),
                    FieldDefinition("cpu_type", .string, label: "CPU type"),
                    FieldDefinition("cpu_manufacturer", .string, label: "CPU manufacturer"),
                    FieldDefinition("ram", .integer, label: "RAM (MB)"),
                    FieldDefinition("disk_space", .decimal, label: "Disk space (GB)"),
                    FieldDefinition("form_factor", .string),
                    FieldDefinition("virtual", .boolean, defaultValue: "false"),
                ]),
            TableDefinition(
                "cmdb_ci_computer", label: "Computer", parent: "cmdb_ci_hardware", displayField: "name",
                fields: [
                    FieldDefinition("os", .string, label: "Operating System"),
                    FieldDefinition("os_version", .string, label: "OS Version"),
                    FieldDefinition("os_service_pack", .string, label: "OS Service Pack"),
                    FieldDefinition("os_domain", .string, label: "OS Domain"),
                ]),
            TableDefinition(
                "cmdb_ci_server", label: "Server", parent: "cmdb_ci_computer", displayField: "name",
                fields: [FieldDefinition("classification", .string), FieldDefinition("used_for_backup", .boolean)]),
            TableDefinition(
                "cmdb_ci_linux_server", label: "Linux Server", parent: "cmdb_ci_server", displayField: "name",
                fields: [FieldDefinition("kernel_release", .string)]),
            TableDefinition(
                "cmdb_ci_win_server", label: "Windows Server", parent: "cmdb_ci_server", displayField: "name",
                fields: []),
            TableDefinition(
                "cmdb_ci_appl", label: "Application", parent: "cmdb_ci", displayField: "name",
                fields: [
                    FieldDefinition("version", .string), FieldDefinition("tcp_port", .string, label: "TCP port(s)"),
                    FieldDefinition("running_process_command", .string, label: "Running process command"),
                ]),
            TableDefinition(
                "cmdb_ci_web_server", label: "Web Server", parent: "cmdb_ci_appl", displayField: "name", fields: []),
            TableDefinition(
                "cmdb_ci_apache_web_server", label: "Apache Web Server", parent: "cmdb_ci_web_server",
                displayField: "name", fields: []),
            TableDefinition(
                "cmdb_ci_db_instance", label: "Database Instance", parent: "cmdb_ci_appl", displayField: "name",
                fields: [FieldDefinition("instance_name", .string)]),
            TableDefinition(
                "cmdb_ci_db_ora_instance", label: "Oracle Instance", parent: "cmdb_ci_db_instance",
                displayField: "name", fields: []),
            TableDefinition(
                "cmdb_ci_db_mysql_instance", label: "MySQL Instance", parent: "cmdb_ci_db_instance",
                displayField: "name", fields: []),
            TableDefinition(
                "cmdb_rel_type", label: "CI Relationship Type", displayField: "name",
                fields: [
                    FieldDefinition("name", .string), FieldDefinition("parent_descriptor", .string),
                    FieldDefinition("child_descriptor", .string),
                    // Relationship types are application metadata: clients find one by its `sys_name`.
                    FieldDefinition("sys_name", .string, label: "Display name"),
                ]),
            TableDefinition(
                "cmdb_rel_ci", label: "CI Relationship", displayField: "type",
                fields: [
                    FieldDefinition("parent", .reference("cmdb_ci")), FieldDefinition("child", .reference("cmdb_ci")),
                    FieldDefinition("type", .reference("cmdb_rel_type")),
                    FieldDefinition("connection_strength", .string),
                ]),
        ]
    }

    /// Signed-in users read; the itil role writes configuration items and their relationships, as the API asks.
    static var rules: [String: AccessRules.TableRule] {
        [
            "cmdb_ci": AccessRules.TableRule(read: [], write: ["itil"], create: ["itil"], delete: ["admin"]),
            "cmdb_rel_ci": AccessRules.TableRule(read: [], write: ["itil"], create: ["itil"], delete: ["itil"]),
            "cmdb_rel_type": AccessRules.TableRule(read: [], write: ["admin"], create: ["admin"], delete: ["admin"]),
        ]
    }
}
