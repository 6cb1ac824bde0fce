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
    /// Where the store's own errors go instead of the response.
    let log: InstanceLog
    private let references: ReferencedRecords

    init(
        user: InstanceUser, operations: TableOperations, dictionary: TableDictionary, limits: GraphQLLimits,
        mutationOrder: [String: Int], log: InstanceLog
    ) {
        self.log = log
        self.user = user
        self.operations = operations
        self.dictionary = dictionary
        self.limits = limits
        self.mutationOrder = mutationOrder
        self.references = ReferencedRecords(repository: operations.repository, dictionary: dictionary)
    }

    /// Runs store work on the resolver's own task: a lookup is CPU work of about a millisecond that never waits on
    /// anything async, and handing each to a thread pool and back cost more than the lookup, as it did for the
    /// Table API. A failure of the store itself reaches the client as a reference into the instance log, never as
    /// the store's text.
    func storeWork<T: Sendable>(_ work: () throws -> T) throws -> T {
        do {
            return try work()
        } catch let error as GraphQLFieldError {
            throw error
        } catch let error as InstanceError {
            throw GraphQLFieldError(error)
        } catch {
            throw GraphQLFieldError(log.internalFailure(error, during: "GraphQL field"))
        }
    }

    /// The record of `table` with `sysID`, looked up once per request.
    func referenced(_ table: String, _ sysID: String) async throws -> InstanceRecord? {
        guard !sysID.isEmpty else { return nil }
        if let cached = references.cached(table, sysID) { return cached }
        return try storeWork { try references.record(table, sysID) }
    }

    /// Looks up, with one query per table, the records that `fields` of `records` point to.
    func prefetchReferences(of records: [InstanceRecord], fields: Set<String>) throws {
        try references.prefetch(records, names: fields)
    }

    /// The display value of `value` in `field`: a choice's label, a referenced record's display field, or the value.
    func displayValue(_ value: String, field: FieldDefinition) async throws -> String {
        if case .reference(let target) = field.kind {
            _ = try await referenced(target, value)
        }
        return references.displayText(value, field: field)
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
