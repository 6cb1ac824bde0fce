/// The platform keeps an incident's `incident_state` equal to its `state`: set on insert, and whenever `state`
/// changes, whatever path writes it.
enum IncidentStateSync {
    /// Copies `state` into `incident_state` when `table` is an incident table and the write is an insert (`changed`
    /// nil) or changes `state`.
    static func apply(
        to values: inout [String: String], table: String, changed: Set<String>?, dictionary: TableDictionary
    ) {
        guard dictionary.extends(table, "incident"), dictionary.field("incident_state", of: table) != nil,
            changed.map({ $0.contains("state") }) ?? true, let state = values["state"], !state.isEmpty
        else { return }
        values["incident_state"] = state
    }
}
