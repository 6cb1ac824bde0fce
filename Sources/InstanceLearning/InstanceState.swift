import Foundation
import NowInstance

/// The records an instance holds, as `--check` moves it from one moment of the recordings to another: only the
/// records that differ are stored again or deleted.
struct InstanceState {
    /// The records stored, by sys_id.
    private var applied: [String: InstanceRecord]
    /// Attachment contents, by the attachment's sys_id, for attachments stored again.
    private let files: [String: Data]

    /// The state of an instance that holds `records`.
    init(records: [InstanceRecord], files: [String: Data]) {
        applied = Dictionary(records.map { ($0.sysID, $0) }, uniquingKeysWith: { _, last in last })
        self.files = files
    }

    /// Makes `repository` hold `target`: records it lacks are stored, records that differ are stored again, and
    /// records it should not hold are deleted (with the attachments their deletion takes along).
    mutating func move(_ repository: RecordRepository, to target: [InstanceRecord]) throws {
        let wanted = Dictionary(target.map { ($0.sysID, $0) }, uniquingKeysWith: { _, last in last })
        var deleted: Set<String> = []
        for (sysID, record) in applied where wanted[sysID]?.table != record.table {
            _ = try repository.delete(record.table, sysID: sysID)
            deleted.insert(sysID)
        }
        for sysID in deleted { applied.removeValue(forKey: sysID) }
        // A deleted record takes its attachments with it.
        for (sysID, record) in applied
        where record.table == RecordRepository.attachmentTable && deleted.contains(record["table_sys_id"]) {
            applied.removeValue(forKey: sysID)
        }
        let changed = target.filter { applied[$0.sysID] != $0 }
        guard !changed.isEmpty else { return }
        let changedIDs = Set(changed.map(\.sysID))
        try repository.load(
            InstanceContent(records: changed, attachmentFiles: files.filter { id, _ in changedIDs.contains(id) }))
        for record in changed { applied[record.sysID] = record }
    }
}
