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

    /// The record of `table` with `sysID`, from the instance's cache of referenced records or else the store, the
    /// first time.
    func record(_ table: String, _ sysID: String) throws -> InstanceRecord? {
        guard !sysID.isEmpty else { return nil }
        if let cached = cached(table, sysID) { return cached }
        try load(table, [sysID])
        return cached(table, sysID) ?? nil
    }

    /// Looks up, with one query per referenced table, the records that the reference fields `names` of `page` point
    /// to; nil names means every field of each record's table.
    func prefetch(_ page: [InstanceRecord], names: Set<String>?) throws {
        // The reference fields of each table on the page, worked out once rather than for every record.
        var fieldsByTable: [String: [(name: String, target: String)]] = [:]
        var pointedTo: [String: Set<String>] = [:]
        for record in page {
            let fields =
                fieldsByTable[record.table]
                ?? {
                    let fields = referenceFields(of: record.table, names: names)
                    fieldsByTable[record.table] = fields
                    return fields
                }()
            for (name, target) in fields {
                let value = record[name]
                if !value.isEmpty { pointedTo[target, default: []].insert(value) }
            }
        }
        let wanted = records.withLock { cache in
            pointedTo.map { table, ids in (table, ids.filter { cache[table + ":" + $0] == nil }) }
        }
        for (table, ids) in wanted where !ids.isEmpty {
            try load(table, ids)
        }
    }

    /// Puts the records of `table` with `sysIDs` in this response's cache: those the instance's cache keeps for the
    /// soup's current write generation, and the rest from the store in one query, which the instance's cache then
    /// keeps too. An id with no record is cached as missing.
    private func load(_ table: String, _ sysIDs: some Collection<String>) throws {
        let generation = repository.store.writeGeneration(of: dictionary.storageTable(table))
        var kept: [String: InstanceRecord?] = [:]
        var missing: [String] = []
        for id in sysIDs {
            if let record = repository.referenced.record(table, id, generation: generation) {
                kept[id] = .some(record)
            } else {
                missing.append(id)
            }
        }
        var found: [String: InstanceRecord] = [:]
        if !missing.isEmpty {
            let condition = QueryCondition(field: "sys_id", op: .isOneOf, operand: .list(missing.sorted()))
            let query = EncodedQuery(groups: [QueryGroup(clauses: [QueryClause(condition)])])
            for record in try repository.find(table, query: query, context: QueryContext()).records {
                found[record.sysID] = record
            }
            repository.referenced.store(found, for: missing, of: table, generation: generation)
        }
        records.withLock { cache in
            for (id, record) in kept { cache[table + ":" + id] = .some(record) }
            for id in missing { cache[table + ":" + id] = .some(found[id]) }
        }
    }

    /// The reference fields of `table` among `names` (every field when nil), with the tables they point to.
    private func referenceFields(of table: String, names: Set<String>?) -> [(name: String, target: String)] {
        let fields = names.map { $0.compactMap { dictionary.field($0, of: table) } } ?? dictionary.fields(of: table)
        return fields.compactMap { field in
            guard case .reference(let target) = field.kind else { return nil }
            return (field.name, target)
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
