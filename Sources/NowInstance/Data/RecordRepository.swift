import NowQuery
import NowStore
import Synchronization

/// The instance's records over NowStore: one soup per table hierarchy, system fields, numbers and journals.
public final class RecordRepository: Sendable {
    /// The underlying store.
    public let store: NowStore
    private let dictionaryState: Mutex<TableDictionary>
    private let numbers = Mutex<[String: Int]>([:])
    /// Held while a record is read, changed and written back (updates and deletes).
    private let writes = Mutex(())
    /// Where attachment content lives: beside the store, or in a temporary folder for a store in memory.
    public let attachmentContent: AttachmentContent
    let ids: SysIDGenerator
    /// The instance's clock.
    public let clock: @Sendable () -> UTCTimestamp
    /// Records that reference fields point to, kept across requests until their table is next written.
    let referenced = ReferencedRecordCache()

    /// Creates a repository over `store` with `dictionary`, registering a soup per table hierarchy.
    /// Attachment content goes to `attachmentContent`, or to a temporary folder removed with the repository.
    public init(
        store: NowStore, dictionary: TableDictionary, seed: UInt64, clock: @escaping @Sendable () -> UTCTimestamp,
        attachmentContent: AttachmentContent? = nil, definedTables: DefinedTablesFile? = nil
    ) throws {
        self.store = store
        self.attachmentContent = attachmentContent ?? AttachmentContent.temporary()
        self.dictionaryState = Mutex(dictionary)
        self.ids = SysIDGenerator(seed: seed)
        self.clock = clock
        self.definedTablesFile = definedTables
        for name in dictionary.tableNames where dictionary.storageTable(name) == name {
            try registerSoup(for: name, in: dictionary)
        }
        // Tables an earlier run defined come back before anything reads them.
        for table in try definedTables?.load() ?? [] { try define(table) }
    }

    /// Where tables defined at run time are kept, when the instance has a data folder.
    private let definedTablesFile: DefinedTablesFile?
    /// The tables defined at run time, in order, as the file holds them.
    private let definedTables = Mutex<[TableDefinition]>([])

    /// The current dictionary.
    public var dictionary: TableDictionary { dictionaryState.withLock { $0 } }

    /// Adds a table at run time; it can be queried at once.
    public func define(_ table: TableDefinition) throws {
        let updated = dictionaryState.withLock { dictionary -> TableDictionary in
            dictionary.define(table)
            return dictionary
        }
        try registerSoup(for: updated.storageTable(table.name), in: updated)
        guard let definedTablesFile else { return }
        try definedTables.withLock { tables in
            tables.removeAll { $0.name == table.name }
            tables.append(table)
            try definedTablesFile.save(tables)
        }
    }

    /// The fields `123TEXTQUERY321=` keyword search looks in, through the store's full-text index.
    static let keywordFields = ["number", "name", "short_description", "description", "text"]

    private func registerSoup(for root: String, in dictionary: TableDictionary) throws {
        let specs = dictionary.storedFields(of: root).compactMap { field -> IndexSpec? in
            switch field.kind {
            case .journal: return nil
            case .integer: return IndexSpec(path: field.name, type: .integer)
            case .decimal: return IndexSpec(path: field.name, type: .floating)
            default:
                let fullText = Self.keywordFields.contains(field.name)
                return IndexSpec(path: field.name, type: fullText ? .fullText : .string)
            }
        }
        try store.registerSoup(root, indexSpecs: specs)
    }

    // MARK: - Reading

    /// The record with `sysID` whose class is `table` or extends it.
    public func record(_ table: String, sysID: String) throws -> InstanceRecord? {
        let dictionary = self.dictionary
        guard SysID.isValid(sysID) else { return nil }
        let query = EncodedQuery.matching("sys_id", equals: sysID)
        return try find(table, query: query, context: QueryContext(), limit: 1, dictionary: dictionary).records.first
    }

    /// The records of `table` (and the tables that extend it) that match `query`.
    public func find(
        _ table: String, query: EncodedQuery, context: QueryContext, limit: Int? = nil, offset: Int = 0
    ) throws -> (records: [InstanceRecord], total: Int) {
        try find(table, query: query, context: context, limit: limit, offset: offset, dictionary: dictionary)
    }

    private func find(
        _ table: String, query: EncodedQuery, context: QueryContext, limit: Int?, offset: Int = 0,
        dictionary: TableDictionary
    ) throws -> (records: [InstanceRecord], total: Int) {
        let root = dictionary.storageTable(table)
        let request = recordQuery(
            table, query: query, context: context, limit: limit, offset: offset, dictionary: dictionary)
        let result = try store.findTexts(request)
        let records = result.entries.map { InstanceRecord(stored: $0, storageTable: root) }
        return (records, result.totalCount)
    }

    /// ``find(_:query:context:limit:offset:)``, with each record as its stored JSON object (read one with
    /// `NowStore.soupTexts`), for callers that copy values out as JSON without decoding them. A record whose
    /// `sys_class_name` is empty belongs to `storageTable`.
    public func findSoups(
        _ table: String, query: EncodedQuery, context: QueryContext, limit: Int? = nil, offset: Int = 0
    ) throws -> (soups: [String], storageTable: String, total: Int) {
        let dictionary = self.dictionary
        let found = try store.findSoups(
            recordQuery(table, query: query, context: context, limit: limit, offset: offset, dictionary: dictionary))
        return (found.soups, dictionary.storageTable(table), found.totalCount)
    }

    /// The store's query for records of `table` (its descendants' included) that match `query`.
    private func recordQuery(
        _ table: String, query: EncodedQuery, context: QueryContext, limit: Int?, offset: Int,
        dictionary: TableDictionary
    ) -> RecordQuery {
        let root = dictionary.storageTable(table)
        var scoped = query
        if table != root {
            let classes = QueryCondition(
                field: "sys_class_name", op: .isOneOf, operand: .list(dictionary.descendants(of: table)))
            scoped = scoped.narrowed(by: QueryClause(classes), first: true)
        }
        return RecordQuery(
            soup: root, query: scoped, fieldTypes: dictionary.queryTypes(of: table),
            displayField: dictionary.displayField(of: table), context: context, limit: limit, offset: offset)
    }

    // MARK: - Writing

    /// Inserts a record of `table`, filling system fields and the number, and journaling comments and work notes.
    /// `systemValues` are stored as given, read-only fields included: what the instance itself works out, such as
    /// an attachment's size and hash, or the times of seeded records (`sys_created_on` and `sys_updated_on`).
    @discardableResult
    public func insert(
        _ table: String, values: [String: String], user: String, sysID: String? = nil,
        systemValues: [String: String] = [:]
    ) throws
        -> InstanceRecord
    {
        let dictionary = self.dictionary
        let record = try newRecord(
            table, values: values, user: user, sysID: sysID, systemValues: systemValues, dictionary: dictionary)
        try store.upsert([entry(record)], into: dictionary.storageTable(table))
        try journal(values, record: record, user: user, dictionary: dictionary)
        return record
    }

    /// New records of `table` with their system fields and numbers, and their rows worked out, not yet stored:
    /// preparing the next batch can then run beside storing this one.
    ///
    /// Sys_ids and numbers are handed out in order, as inserting the records one by one would; the records are then
    /// made on several cores at once.
    public func prepareAll(_ table: String, values: [[String: String]], user: String) throws -> PreparedRecords {
        let dictionary = self.dictionary
        let identities = try values.map { value in
            (sysID: ids.next(), number: try numberToHandOut(table, values: value, dictionary: dictionary))
        }
        let slices = try ParallelSlices(count: values.count).map { range in
            try range.map { index in
                let record = try newRecord(
                    table, values: values[index], user: user, sysID: identities[index].sysID,
                    number: identities[index].number, dictionary: dictionary)
                return (record: record, entry: entry(record))
            }
        }
        let made = slices.flatMap { $0 }
        let entries = try store.prepare(made.map(\.entry), for: dictionary.storageTable(table))
        return PreparedRecords(records: made.map(\.record), values: values, user: user, entries: entries)
    }

    /// Stores records made by ``prepareAll(_:values:user:)``, in one transaction, and journals their comments.
    @discardableResult
    public func insert(_ prepared: PreparedRecords) throws -> [InstanceRecord] {
        let dictionary = self.dictionary
        try store.write(prepared.entries)
        for (record, values) in zip(prepared.records, prepared.values) {
            try journal(values, record: record, user: prepared.user, dictionary: dictionary)
        }
        return prepared.records
    }

    /// Runs `load`, which inserts the bulk of `table`'s records, with the store's indexes built at the end when the
    /// table's storage starts empty.
    public func loadingInBulk<T>(into table: String, _ load: () throws -> T) throws -> T {
        try store.loadingInBulk(into: dictionary.storageTable(table), load)
    }

    /// A new record of `table` with its system fields, defaults and number filled, not yet stored.
    ///
    /// `number` is the number handed out for it already, if any; without one, one is handed out when the table
    /// numbers its records and `values` give none.
    private func newRecord(
        _ table: String, values: [String: String], user: String, sysID: String? = nil, number: String? = nil,
        systemValues: [String: String] = [:], dictionary: TableDictionary
    ) throws -> InstanceRecord {
        // A record whose times are given, such as seeded demo data, leaves the clock alone: a clock that ticks on
        // every reading then hands later records the same times whatever was seeded before them.
        let now = systemValues["sys_updated_on"] ?? clock().description
        var stored = writable(values, table: table, dictionary: dictionary).merging(systemValues) { _, system in
            system
        }
        let id = sysID ?? ids.next()
        stored["sys_id"] = id
        for field in dictionary.fields(of: table) where stored[field.name] == nil {
            guard let value = field.defaultValue else { continue }
            if value == FieldDefinition.nowDefault {
                stored[field.name] = now
            } else if !value.hasPrefix("javascript:") {
                stored[field.name] = value
            }
        }
        PriorityLookup.apply(to: &stored, table: table, changed: nil, dictionary: dictionary)
        IncidentStateSync.apply(to: &stored, table: table, changed: nil, dictionary: dictionary)
        stored["sys_created_on"] = stored["sys_created_on"] ?? now
        stored["sys_created_by"] = user
        stored["sys_updated_on"] = now
        stored["sys_updated_by"] = user
        stored["sys_mod_count"] = "0"
        if dictionary.isHierarchical(table) { stored["sys_class_name"] = table }
        if let number = try number ?? numberToHandOut(table, values: stored, dictionary: dictionary) {
            stored["number"] = number
        }
        // A task's effective number is its own number until a parent task lends it one.
        if dictionary.field("task_effective_number", of: table) != nil, (stored["task_effective_number"] ?? "").isEmpty
        {
            stored["task_effective_number"] = stored["number"]
        }
        return InstanceRecord(table: table, values: stored)
    }

    /// The number a new record of `table` with `values` is given: the next with the table's prefix, when the table
    /// numbers its records and `values` hold no number; nil otherwise.
    private func numberToHandOut(_ table: String, values: [String: String], dictionary: TableDictionary) throws
        -> String?
    {
        guard (values["number"] ?? "").isEmpty, dictionary.field("number", of: table) != nil,
            let numbered = dictionary.lineage(table).first(where: { $0.numberPrefix != nil }),
            let prefix = numbered.numberPrefix
        else { return nil }
        return try nextNumber(
            prefix, storage: dictionary.storageTable(table), base: numbered.numberStart ?? 10_000,
            digits: numbered.numberDigits ?? 7)
    }

    /// Updates fields of an existing record; nil when there is no such record.
    public func update(_ table: String, sysID: String, values: [String: String], user: String) throws -> InstanceRecord?
    {
        // Read, change and write back as one step, so concurrent updates of a record all count.
        try writes.withLock { _ in try updateNow(table, sysID: sysID, values: values, user: user) }
    }

    private func updateNow(_ table: String, sysID: String, values: [String: String], user: String) throws
        -> InstanceRecord?
    {
        let dictionary = self.dictionary
        guard var record = try record(table, sysID: sysID) else { return nil }
        let written = writable(values, table: record.table, dictionary: dictionary)
        for (key, value) in written {
            record.values[key] = value
        }
        let changed = Set(written.keys)
        PriorityLookup.apply(to: &record.values, table: record.table, changed: changed, dictionary: dictionary)
        IncidentStateSync.apply(to: &record.values, table: record.table, changed: changed, dictionary: dictionary)
        record.values["sys_updated_on"] = clock().description
        record.values["sys_updated_by"] = user
        record.values["sys_mod_count"] = String((Int(record["sys_mod_count"]) ?? 0) + 1)
        try store.upsert([entry(record)], into: dictionary.storageTable(table), externalIDPath: "sys_id")
        try journal(values, record: record, user: user, dictionary: dictionary)
        return record
    }

    /// Deletes a record; false when there is no such record. The record's attachments go with it, as on the
    /// platform.
    public func delete(_ table: String, sysID: String) throws -> Bool {
        // Not between another writer's read and write of the same record, which would bring it back.
        try writes.withLock { _ in try deleteNow(table, sysID: sysID) }
    }

    private func deleteNow(_ table: String, sysID: String) throws -> Bool {
        let dictionary = self.dictionary
        guard let record = try record(table, sysID: sysID) else { return false }
        if record.table == Self.attachmentTable {
            // An attachment row names its content, which goes with the last row naming it.
            try removeAttachment(record)
        } else {
            try removeRows(of: table, sysID: sysID, dictionary: dictionary)
            try removeAttachments(of: record)
        }
        return true
    }

    /// Removes the stored rows of a record.
    func removeRows(of table: String, sysID: String, dictionary: TableDictionary) throws {
        let root = dictionary.storageTable(table)
        let rows = try store.query(
            .exact(root, path: "sys_id", matchKey: .string(sysID), selectPaths: ["_soupEntryId"]))
        let ids = rows.compactMap { row -> Int64? in
            if case .values(let values) = row, let text = values.first?.text { return Int64(text) }
            return nil
        }
        try store.remove(ids, from: root)
    }

    /// Values clients may write: known, not read-only, not journals.
    private func writable(_ values: [String: String], table: String, dictionary: TableDictionary) -> [String: String] {
        values.filter { key, _ in
            guard let field = dictionary.field(key, of: table) else { return false }
            if case .journal = field.kind { return false }
            return !field.readOnly || key == "number"
        }
    }

    private func journal(_ values: [String: String], record: InstanceRecord, user: String, dictionary: TableDictionary)
        throws
    {
        for element in ["comments", "work_notes"] {
            guard let text = values[element], !text.isEmpty,
                case .journal = dictionary.field(element, of: record.table)?.kind
            else { continue }
            try insert(
                "sys_journal_field",
                values: ["element_id": record.sysID, "element": element, "name": record.table, "value": text],
                user: user)
        }
    }

    /// The next number with `prefix`, `digits` wide: one past the highest stored in `storage` (or past `base`), so
    /// a store reopened by a new run never numbers a record the way an earlier one was; `<prefix>0010001` in a new
    /// store with the platform's usual base of 10,000 and 7 digits.
    private func nextNumber(_ prefix: String, storage: String, base: Int, digits: Int) throws -> String {
        let next = try numbers.withLock { counters -> Int in
            let value = try (counters[prefix] ?? highestNumber(prefix, storage: storage, base: base)) + 1
            counters[prefix] = value
            return value
        }
        let text = String(next)
        return prefix + String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// The highest number with `prefix` stored in `storage`, or `base` when there is none above it.
    private func highestNumber(_ prefix: String, storage: String, base: Int) throws -> Int {
        let query = try EncodedQuery(parsing: "numberSTARTSWITH\(prefix)^ORDERBYDESCnumber")
        let request = RecordQuery(
            soup: storage, query: query, fieldTypes: ["number": .string], displayField: "number",
            context: QueryContext(), limit: 1, offset: 0)
        let highest = try store.find(request).entries.first?["number"]?.text ?? ""
        return Int(highest.dropFirst(prefix.count)).map { max($0, base) } ?? base
    }

    func entry(_ record: InstanceRecord) -> SoupEntry {
        record.values.mapValues { JSONValue.string($0) }
    }
}
