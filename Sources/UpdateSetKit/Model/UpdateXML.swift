/// Where something is in a file.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// What a `sys_update_xml` entry does to its record.
public enum UpdateAction: Sendable, Hashable, CustomStringConvertible {
    case insertOrUpdate
    case delete
    case other(String)

    /// Reads the platform's spelling.
    public init(_ text: String) {
        switch text {
        case "INSERT_OR_UPDATE": self = .insertOrUpdate
        case "DELETE": self = .delete
        default: self = .other(text)
        }
    }

    public var description: String {
        switch self {
        case .insertOrUpdate: return "INSERT_OR_UPDATE"
        case .delete: return "DELETE"
        case .other(let text): return text
        }
    }
}

/// One `sys_update_xml` entry: its metadata, and the records its payload carries.
public struct UpdateXML: Sendable, Hashable {
    /// The entry itself, with every field (the payload's text excluded to save memory).
    public var entry: UpdateRecord
    /// The records inside `<payload>`; the first is the one the entry is about.
    public var records: [UpdateRecord]
    /// Where the entry starts in the file.
    public var location: SourceLocation

    /// Creates an entry.
    public init(entry: UpdateRecord, records: [UpdateRecord], location: SourceLocation) {
        self.entry = entry
        self.records = records
        self.location = location
    }

    /// The entry's sys_id.
    public var sysID: String { entry.sysID }
    /// `INSERT_OR_UPDATE` or `DELETE`.
    public var action: UpdateAction { UpdateAction(entry["action"] ?? entry.action ?? "INSERT_OR_UPDATE") }
    /// The kind of record, as the platform names it (`Scripted REST Resource`, …).
    public var type: String { entry["type"] ?? "" }
    /// The record's name as shown in the update set.
    public var targetName: String { entry["target_name"] ?? "" }
    /// The update name, `<table>_<sys_id>`.
    public var name: String { entry["name"] ?? "" }
    /// The table of the record, from the entry or else from its payload.
    public var table: String {
        if let table = entry["table"], !table.isEmpty { return table }
        if let table = records.first?.table { return table }
        // Update names are `<table>_<sys_id>`.
        return name.count > 33 ? String(name.dropLast(33)) : name
    }
    /// The application's display name and sys_id.
    public var application: UpdateField? { entry.fields.first { $0.name == "application" } }
    /// The scope's name (the `display_value` of `sys_scope`), else its sys_id, when the entry names one.
    public var scope: String? {
        let named = entry.displayValue(of: "sys_scope") ?? entry["sys_scope"]
        return named.flatMap { $0.isEmpty ? nil : $0 }
    }
    /// The record the entry is about.
    public var record: UpdateRecord? { records.first }
}
