import UpdateSetKit

/// One `sys_security_acl` record as the instance enforces it: its type (`record`, `rest_endpoint`, …), the
/// operation it governs, and what it names (a table, every field of a table, one field, or an endpoint).
struct SecurityACL: Sendable {
    /// Which part of a table a record ACL names.
    enum Level: Sendable {
        /// The table's rows: `x_table` (or `x_table.None`).
        case row
        /// Every field of the table: `x_table.*`.
        case allFields
        /// One field: `x_table.field`. Not enforced on whole operations.
        case field
    }

    let sysID: String
    let type: String
    let operation: String
    let name: String
    let isActive: Bool
    /// The encoded query a record must meet for the ACL to grant (`condition`); empty for every record.
    let condition: String

    init(_ record: UpdateRecord) {
        sysID = record.sysID
        type = Self.choice(record, "type")
        operation = Self.choice(record, "operation")
        name = record["name"] ?? ""
        isActive = record.flag("active", default: true)
        condition = (record["condition"] ?? "").trimmingCharacters(in: .whitespaces)
    }

    /// The table a record ACL names.
    var table: String { String(name.split(separator: ".", maxSplits: 1).first ?? "") }

    /// The part of its table a record ACL names.
    var level: Level {
        guard let dot = name.firstIndex(of: ".") else { return .row }
        switch name[name.index(after: dot)...] {
        case "*": return .allFields
        case "None", "": return .row
        default: return .field
        }
    }

    /// A choice-like field kept as a reference in exports (`type`, `operation`): its display value when it has
    /// one, else its value, lowercased.
    private static func choice(_ record: UpdateRecord, _ field: String) -> String {
        record.shownValue(of: field).lowercased()
    }
}
