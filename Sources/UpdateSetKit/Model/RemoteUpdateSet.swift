/// The `sys_remote_update_set` header of an export: what the set is and which application it belongs to.
public struct RemoteUpdateSet: Sendable, Hashable {
    /// Every field of the header.
    public var record: UpdateRecord

    /// Wraps the header record.
    public init(record: UpdateRecord) {
        self.record = record
    }

    /// The update set's name.
    public var name: String { record["name"] ?? "" }
    /// The application's name.
    public var application: String {
        record["application_name"].flatMap { $0.isEmpty ? nil : $0 } ?? record.displayValue(of: "application") ?? ""
    }
    /// The application scope, such as `x_snc_my_work`.
    public var scope: String { record["application_scope"] ?? "" }
    /// The application version.
    public var version: String { record["application_version"] ?? "" }
    /// The header's sys_id.
    public var sysID: String { record.sysID }
}
