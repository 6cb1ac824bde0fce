/// The platform's priority data lookup for incidents (`dl_u_priority`): an incident's priority follows from its
/// impact and urgency, set when it is inserted and whenever either changes, whatever path writes it.
enum PriorityLookup {
    /// Priority by impact (rows, 1 to 3) and urgency (columns, 1 to 3), as the platform's lookup rows give it.
    private static let matrix = [["1", "2", "3"], ["2", "3", "4"], ["3", "4", "5"]]

    /// Sets `values["priority"]` from its impact and urgency when `table` is an incident table and the write is an
    /// insert (`changed` nil) or changes either of them. Values outside 1 to 3 leave the priority alone.
    static func apply(
        to values: inout [String: String], table: String, changed: Set<String>?, dictionary: TableDictionary
    ) {
        guard dictionary.extends(table, "incident") else { return }
        if let changed, !changed.contains("impact"), !changed.contains("urgency") { return }
        guard let impact = values["impact"].flatMap(Int.init), let urgency = values["urgency"].flatMap(Int.init),
            (1...3).contains(impact), (1...3).contains(urgency)
        else { return }
        values["priority"] = matrix[impact - 1][urgency - 1]
    }
}
