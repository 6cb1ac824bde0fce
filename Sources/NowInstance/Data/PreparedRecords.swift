import NowStore

/// New records made ready to store by ``RecordRepository/prepareAll(_:values:user:)``.
public struct PreparedRecords: Sendable {
    /// The records, with their sys_ids, numbers and system fields.
    public let records: [InstanceRecord]
    let values: [[String: String]]
    let user: String
    let entries: PreparedEntries
}
