import NowQuery
import Synchronization

/// The records a response's reference fields point to, looked up once per request: a page's references in one
/// query per referenced table, the rest one by one. The Table API's renderer and GraphQL's resolvers share it.
final class ReferencedRecords: Sendable {
    let repository: RecordRepository
    let dictionary: TableDictionary
    /// Found records, and nil for references to records that do not exist, by `table:sys_id`.
    private let records = Mutex<[String: InstanceRecord?]>([:])

    init(repository: RecordRepository, dictionary: TableDictionary) {
        self.repository = repository
        self.dictionary = dictionary
    }

    /// The record already looked up, as `.some(nil)` when it does not exist; nil when it has not been looked up.
    func cached(_ table: String, _ sysID: String) -> InstanceRecord?? {
        records.withLock { $0[table + ":" + sysID] }
    }

    /// The record of `table` with `sysID`, from the store the first time.
    func record(_ table: String, _ sysID: String) throws -> InstanceRecord? {
        guard !sysID.isEmpty else { return nil }
        if let cached = cached(table, sysID) { return cached }
        let record = try repository.record(table, sysID: sysID)
        records.withLock { $0[table + ":" + sysID] = record }
        return record
    }

    /// Looks up, with one query per referenced table, the records that the reference fields `names` of `page` point
    /// to; nil names means every field of each record's table.
    func prefetch(_ page: [InstanceRecord], names: Set<String>?) throws {
        var wanted: [String: Set<String>] = [:]
        for record in page {
            for name in names ?? Set(dictionary.fields(of: record.table).map(\.name)) {
                guard case .reference(let target) = dictionary.field(name, of: record.table)?.kind else { continue }
                let value = record[name]
                if !value.isEmpty, cached(target, value) == nil {
                    wanted[target, default: []].insert(value)
                }
            }
        }
        for (table, ids) in wanted {
            let condition = QueryCondition(field: "sys_id", op: .isOneOf, operand: .list(ids.sorted()))
            let query = EncodedQuery(groups: [QueryGroup(clauses: [QueryClause(condition)])])
            let found = try repository.find(table, query: query, context: QueryContext()).records
            records.withLock { cache in
                for id in ids { cache[table + ":" + id] = .some(nil) }
                for record in found { cache[table + ":" + record.sysID] = record }
            }
        }
    }

    /// The display value of `value` in `field`: a choice's label, a referenced record's display field (empty when
    /// the record cannot be read), or the value itself.
    func displayText(_ value: String, field: FieldDefinition) -> String {
        switch field.kind {
        case .reference(let target):
            guard let record = (try? self.record(target, value)) ?? nil else { return "" }
            return record[dictionary.displayField(of: record.table)]
        case .choice: return field.choiceLabel(value)
        default: return value
        }
    }
}
