/// The configuration items a fresh instance holds: the relationship types, and a small application stack with the
/// names and sys_ids of the platform's own demo data, as the CMDB Instance API documentation's examples use them.
/// Two web servers depend on a Linux application server, which depends on and exchanges data with an Oracle
/// database that runs on a second Linux server.
enum CMDBDemoItems {
    /// The relationship types, by sys_id: `parent descriptor::child descriptor`.
    static let relationTypes: [(sysID: String, parent: String, child: String)] = [
        ("1a9cb166f1571100a92eb60da2bce5c5", "Depends on", "Used by"),
        ("607ad1b2c0a8010e01941856b365af90", "Exchanges data with", "Exchanges data with"),
        ("60bc4e22c0a8010e01f074cbe6bd73c3", "Runs on", "Runs"),
        ("5f985e0ec0a8010e00a9714f2a172815", "Hosted on", "Hosts"),
        ("55c95bf6c0a8010e0118ec7056ebc54d", "Contains", "Contained by"),
    ]

    static let linuxApp01 = "3a290cc60a0a0bb400000bdb386af1cf"
    static let linuxApp02 = "3a5dd3dbc0a8ce0100655f1ec66ed42c"
    static let oracle01 = "3a307c930a0a0bb400353965d0b8861f"
    static let apache01 = "3a27d4370a0a0bb4006316812bf45439"
    static let apache02 = "3a27f1520a0a0bb400ecd6ff7afcf036"
    static let windows01 = "46c8a8c8a9fe198100eb55d3f0b7b5f1"

    /// The items: class, sys_id and attributes.
    static let items: [(table: String, sysID: String, values: [String: String])] = [
        (
            "cmdb_ci_linux_server", linuxApp01,
            [
                "name": "PS LinuxApp01", "asset_tag": "P1000091", "os": "Linux Red Hat",
                "os_version": "2.6.9-22.0.1.ELsmp", "cpu_type": "Intel", "cpu_count": "1", "cpu_speed": "2800",
                "ram": "2048", "disk_space": "40", "ip_address": "10.0.0.21", "classification": "Production",
                "install_date": "2019-08-18 08:00:00", "discovery_source": "ServiceNow",
                "managed_by": "ea2bc1b14f4212008a5ab895f110c7d1",
            ]
        ),
        (
            "cmdb_ci_linux_server", linuxApp02,
            [
                "name": "PS LinuxApp02", "asset_tag": "P1000092", "os": "Linux Red Hat",
                "os_version": "2.6.9-22.0.1.ELsmp", "cpu_type": "Intel", "cpu_count": "2", "cpu_speed": "2800",
                "ram": "4096", "disk_space": "80", "ip_address": "10.0.0.22", "classification": "Production",
                "install_date": "2019-08-18 08:00:00", "discovery_source": "ServiceNow",
            ]
        ),
        (
            "cmdb_ci_db_ora_instance", oracle01,
            [
                "name": "PS ORA01", "instance_name": "ORA01", "version": "19c", "tcp_port": "1521",
                "discovery_source": "ServiceNow",
            ]
        ),
        (
            "cmdb_ci_apache_web_server", apache01,
            [
                "name": "PS Apache01", "version": "2.4.57", "tcp_port": "80,443", "discovery_source": "ServiceNow",
            ]
        ),
        (
            "cmdb_ci_apache_web_server", apache02,
            [
                "name": "PS Apache02", "version": "2.4.57", "tcp_port": "80,443", "discovery_source": "ServiceNow",
            ]
        ),
        (
            "cmdb_ci_win_server", windows01,
            [
                "name": "EXCH-SD-05", "os": "Windows 2019 Datacenter", "os_version": "10.0.17763", "cpu_count": "4",
                "ram": "16384", "disk_space": "500", "ip_address": "10.0.0.40", "used_for": "Production",
                "discovery_source": "SCCM", "operational_status": "1",
            ]
        ),
    ]

    /// The relationships: sys_id, parent, child and type.
    static let relations: [(sysID: String, parent: String, child: String, type: String)] = [
        ("3a62e64ac0a8ce0100aead1e3fd5439f", linuxApp01, oracle01, "1a9cb166f1571100a92eb60da2bce5c5"),
        ("3a67513fc0a8ce0100914a76cea11b02", linuxApp01, oracle01, "607ad1b2c0a8010e01941856b365af90"),
        ("3a5e4d8ac0a8ce010005145afb730818", apache01, linuxApp01, "1a9cb166f1571100a92eb60da2bce5c5"),
        ("3a5e4d9cc0a8ce010097f2f5c2f65fd8", apache02, linuxApp01, "1a9cb166f1571100a92eb60da2bce5c5"),
        ("3a6c1b8fc0a8ce01002f4e3b6b3e2a11", oracle01, linuxApp02, "60bc4e22c0a8010e01f074cbe6bd73c3"),
    ]

    /// When the demo items were discovered: before the standard demo data's reference date, so seeding them reads
    /// no clock and leaves the times of every other record as they were.
    static let discovered = ["sys_created_on": "2026-03-02 10:00:00", "sys_updated_on": "2026-03-02 10:00:00"]

    /// Inserts the types, items and relationships into `repository`.
    static func load(into repository: RecordRepository) throws {
        for type in relationTypes {
            try repository.insert(
                "cmdb_rel_type",
                values: [
                    "name": "\(type.parent)::\(type.child)", "sys_name": "\(type.parent)::\(type.child)",
                    "parent_descriptor": type.parent,
                    "child_descriptor": type.child,
                ], user: "system", sysID: type.sysID, systemValues: discovered)
        }
        for item in items {
            try repository.insert(
                item.table, values: item.values, user: "system", sysID: item.sysID, systemValues: discovered)
        }
        for relation in relations {
            try repository.insert(
                "cmdb_rel_ci", values: ["parent": relation.parent, "child": relation.child, "type": relation.type],
                user: "system", sysID: relation.sysID, systemValues: discovered)
        }
    }
}
