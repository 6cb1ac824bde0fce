import NowQuery

extension RecordRepository {
    /// The sys_ids of the tags (`label`) on the record with `sysID`, read from `label_entry`.
    func tags(of sysID: String) -> Set<String> {
        let query = EncodedQuery.matching("table_key", equals: sysID)
        let entries = (try? find("label_entry", query: query, context: QueryContext()).records) ?? []
        return Set(entries.compactMap { $0.values["label"] }.filter { !$0.isEmpty })
    }
}

extension RecordRepository {
    /// The records of `table` whose reference `field` holds `sysID`, for `RLQUERY` conditions; nil when the table
    /// does not exist or `field` is not one of its references.
    func related(_ table: String, field: String, referencing sysID: String, dictionary: TableDictionary)
        -> [any QueryRecord]?
    {
        guard dictionary.table(table) != nil, case .reference = dictionary.field(field, of: table)?.kind else {
            return nil
        }
        let query = EncodedQuery.matching(field, equals: sysID)
        let records = (try? find(table, query: query, context: QueryContext()).records) ?? []
        return records.map { InstanceQueryRecord(record: $0, dictionary: dictionary) }
    }
}
