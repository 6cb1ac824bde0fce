/// What the recordings show of one column: its values, the display values paired with them, and the tables its
/// reference links name.
struct ColumnEvidence: Sendable {
    /// Distinct non-empty stored values, with how often each was seen.
    private(set) var values: [String: Int] = [:]
    /// Display values by stored value, where the two differ.
    private(set) var labels: [String: String] = [:]
    /// Tables named by reference links, with how often.
    private(set) var linkedTables: [String: Int] = [:]
    /// How many answers gave the column.
    private(set) var answers = 0
    /// How many of them gave it as a display value alone.
    private(set) var displayOnly = 0

    mutating func add(_ observed: ObservedValue) {
        answers += 1
        if let table = observed.linkedTable { linkedTables[table, default: 0] += 1 }
        guard let value = observed.value else {
            displayOnly += 1
            return
        }
        if !value.isEmpty { values[value, default: 0] += 1 }
        if let display = observed.display, display != value, !value.isEmpty { labels[value] = display }
    }
}
