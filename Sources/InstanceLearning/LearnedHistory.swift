import NowInstance
import NowQuery

/// The records as the recordings showed them over time: the state the instance held at any point of the recordings'
/// order (``LearningSources/timeline``), from every version seen before that point.
struct LearnedHistory: Sendable {
    let versions: RecordVersions
    /// Records known only from references to them, there from the start.
    let stubs: [InstanceRecord]
    let extends: @Sendable (String, String) -> Bool

    /// The records the recordings had shown, and not deleted, before the interaction at `sequence`; with `moment`,
    /// the time that interaction was answered at, without those created after it (by `sys_created_on`).
    func records(before sequence: Int, at moment: UTCTimestamp? = nil) -> [InstanceRecord] {
        var shown = versions.merged(before: sequence, extends: extends).records
        if let moment {
            shown.removeAll { record in
                UTCTimestamp(parsing: record["sys_created_on"]).map { $0 > moment } ?? false
            }
        }
        let known = Set(shown.map(\.sysID))
        return shown + stubs.filter { !known.contains($0.sysID) }
    }
}
