import NowQuery

/// An instance record seen by NowQuery's evaluator, for dot-walks and reference display values.
struct InstanceQueryRecord: QueryRecord {
    let record: InstanceRecord
    let dictionary: TableDictionary

    func value(of field: String) -> String? { record.values[field] }
    func fieldType(of field: String) -> QueryFieldType? { dictionary.field(field, of: record.table)?.kind.queryType }
    var displayValue: String? { record.values[dictionary.displayField(of: record.table)] }
    var searchableValues: [String] {
        RecordRepository.keywordFields.compactMap { record.values[$0] }
    }
}
