import NowQuery

extension RecordRepository {
    /// The sys_ids of the tags (`label`) on the record with `sysID`, read from `label_entry`.
    func tags(of sysID: String) -> Set<String> {
        let query = EncodedQuery.matching("table_key", equals: sysID)
        let entries = (try? find("label_entry", query: query, context: QueryContext()).records) ?? []
        return Set(entries.compactMap { $0.values["label"] }.filter { !$0.isEmpty })
    }
}
