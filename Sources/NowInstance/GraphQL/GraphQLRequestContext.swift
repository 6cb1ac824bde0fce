import NIOPosix
import NowQuery
import Synchronization

/// What every resolver of one GraphQL request shares: the caller, the record operations, the dictionary the schema
/// was built from, the referenced records looked up so far, and the order of the request's writes.
final class GraphQLRequestContext: Sendable {
    let user: InstanceUser
    let operations: TableOperations
    let dictionary: TableDictionary
    let limits: GraphQLLimits
    let sequencer = MutationSequencer()
    /// The positions of the writes under `GlideRecord_Mutation`, by response key.
    let mutationOrder: [String: Int]
    private let references = Mutex<[String: InstanceRecord?]>([:])

    init(
        user: InstanceUser, operations: TableOperations, dictionary: TableDictionary, limits: GraphQLLimits,
        mutationOrder: [String: Int]
    ) {
        self.user = user
        self.operations = operations
        self.dictionary = dictionary
        self.limits = limits
        self.mutationOrder = mutationOrder
    }

    /// Runs store work on NIO's blocking pool, off the concurrency threads the engine resolves fields on.
    func blocking<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await NIOThreadPool.singleton.runIfActive(work)
    }

    /// The record of `table` with `sysID`, looked up once per request.
    func referenced(_ table: String, _ sysID: String) async throws -> InstanceRecord? {
        guard !sysID.isEmpty else { return nil }
        let key = table + ":" + sysID
        if let cached = references.withLock({ $0[key] }) { return cached }
        let repository = operations.repository
        let record = try await blocking { try repository.record(table, sysID: sysID) }
        references.withLock { $0[key] = record }
        return record
    }

    /// Looks up, with one query per table, the records that `fields` of `records` point to.
    func prefetchReferences(of records: [InstanceRecord], fields: Set<String>) throws {
        var wanted: [String: Set<String>] = [:]
        for record in records {
            for name in fields {
                guard case .reference(let target) = dictionary.field(name, of: record.table)?.kind else { continue }
                let value = record[name]
                if !value.isEmpty { wanted[target, default: []].insert(value) }
            }
        }
        for (table, ids) in wanted {
            let condition = QueryCondition(field: "sys_id", op: .isOneOf, operand: .list(ids.sorted()))
            let query = EncodedQuery(groups: [QueryGroup(clauses: [QueryClause(condition)])])
            let found = try operations.repository.find(table, query: query, context: QueryContext()).records
            references.withLock { cache in
                for id in ids { cache[table + ":" + id] = .some(nil) }
                for record in found { cache[table + ":" + record.sysID] = record }
            }
        }
    }

    /// The display value of `value` in `field`: a choice's label, a referenced record's display field, or the value.
    func displayValue(_ value: String, field: FieldDefinition) async throws -> String {
        switch field.kind {
        case .reference(let target):
            guard let record = try await referenced(target, value) else { return "" }
            return record[dictionary.displayField(of: record.table)]
        case .choice: return field.choiceLabel(value)
        case .journal: return ""
        default: return value
        }
    }
}

/// A table query's answer: the visible rows of the page, and how many rows match in all.
struct GraphQLTablePage: Sendable {
    let table: String
    let rows: [InstanceRecord]
    let rowCount: Int
}

/// One column of one record, the source of `{ value displayValue … }`.
struct GraphQLColumn: Sendable {
    let record: InstanceRecord
    let field: FieldDefinition

    /// The stored value; journals read as empty, as the Table API shows them.
    var value: String {
        if case .journal = field.kind { return "" }
        return record[field.name]
    }
}

/// A GraphQL resolver's failure, whose description becomes the error's `message`.
struct GraphQLFieldError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }

    init(_ error: InstanceError) { self.description = "\(error.message): \(error.detail)" }
}
