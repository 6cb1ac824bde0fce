/// A record as the instance holds it: its class (table) and its field values, all strings as the platform stores them.
public struct InstanceRecord: Sendable, Hashable {
    /// The record's class: its most specific table, such as `incident`.
    public var table: String
    /// The stored values by field name; an absent field is empty.
    public var values: [String: String]

    /// Creates a record.
    public init(table: String, values: [String: String]) {
        self.table = table
        self.values = values
    }

    /// A record read from the store: its class is its `sys_class_name`, or `storageTable` when that is empty.
    init(stored values: [String: String], storageTable: String) {
        self.init(table: values["sys_class_name"].flatMap { $0.isEmpty ? nil : $0 } ?? storageTable, values: values)
    }

    /// The record's sys_id.
    public var sysID: String { values["sys_id"] ?? "" }

    /// The stored value of `field`, or the empty string.
    public subscript(_ field: String) -> String {
        values[field] ?? ""
    }
}
