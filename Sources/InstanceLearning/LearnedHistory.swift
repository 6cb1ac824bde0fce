import NowInstance

/// The records as the recordings showed them over time: what `--check` (``CheckState``) sets the instance to at any
/// point of the recordings' order (``LearningSources/timeline``).
struct LearnedHistory: Sendable {
    let versions: RecordVersions
    /// Records known only from references to them, there from the start.
    let stubs: [InstanceRecord]
    let extends: @Sendable (String, String) -> Bool
}
