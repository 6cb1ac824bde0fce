import GlideScript
import NowQuery

/// Reads and writes records on behalf of a user, with the instance's ACLs and business rules applied: the one path
/// the Table API and GraphQL share, so both answer a query or a write the same way.
struct TableOperations: Sendable {
    let repository: RecordRepository
    let access: AccessRules
    /// The business rules run around writes and queries; nil for scripts, which run them in their own heap.
    var rules: InstanceBusinessRules? = nil

    /// The same operations without business rules: what scripts write through.
    var withoutRules: TableOperations {
        var copy = self
        copy.rules = nil
        return copy
    }

    /// The query context for `user`: the instance clock, dot-walk lookups and the user for `javascript:` macros.
    func context(for user: InstanceUser, _ dictionary: TableDictionary) -> QueryContext {
        QueryContext(
            now: repository.clock,
            lookup: { [repository] table, id in
                (try? repository.record(table, sysID: id)).map { record in
                    InstanceQueryRecord(record: record, dictionary: dictionary)
                }
            },
            userID: user.sysID, userName: user.userName,
            tableExtends: { dictionary.extends($0, $1) },
            tags: { [repository] sysID in repository.tags(of: sysID) },
            relatedRecords: { [repository] table, field, sysID in
                repository.related(table, field: field, referencing: sysID, dictionary: dictionary)
            })
    }

    /// `query` narrowed to the rows of `table` that `user` may see: by the ACLs, and by the conditions the table's
    /// query business rules add.
    func visibleQuery(_ query: EncodedQuery, table: String, user: InstanceUser) throws -> EncodedQuery {
        var visible = query
        if let restriction = access.recordRestriction(on: table, for: user) { visible = visible.meeting(restriction) }
        if let rules, let added = try rules.queryConditions(table: table, operations: self, user: user) {
            visible = visible.meeting(added)
        }
        return visible
    }

    /// The page of `table` matching `query` that `user` may see, and how many such rows there are in all.
    func list(
        _ table: String, query: EncodedQuery, user: InstanceUser, limit: Int?, offset: Int,
        dictionary: TableDictionary
    ) throws -> (records: [InstanceRecord], total: Int) {
        guard access.allows(.read, on: table, for: user) else { throw InstanceError.readDenied }
        return try repository.find(
            table, query: try visibleQuery(query, table: table, user: user),
            context: context(for: user, dictionary), limit: limit, offset: offset)
    }

    /// ``list(_:query:user:limit:offset:dictionary:)``, with each record as its stored JSON object.
    func listSoups(
        _ table: String, query: EncodedQuery, user: InstanceUser, limit: Int?, offset: Int,
        dictionary: TableDictionary
    ) throws -> (soups: [String], storageTable: String, total: Int) {
        guard access.allows(.read, on: table, for: user) else { throw InstanceError.readDenied }
        return try repository.findSoups(
            table, query: try visibleQuery(query, table: table, user: user),
            context: context(for: user, dictionary), limit: limit, offset: offset)
    }

    /// Which of `records` (all of `table`) `user` may see, in the order given.
    func visible(_ records: [InstanceRecord], table: String, user: InstanceUser, dictionary: TableDictionary) throws
        -> [InstanceRecord]
    {
        let ruled = rules?.scripts(running: .query, on: table, dictionary: dictionary) != nil
        guard access.recordRestriction(on: table, for: user) != nil || ruled, !records.isEmpty else { return records }
        let ids = QueryCondition(field: "sys_id", op: .isOneOf, operand: .list(records.map(\.sysID)))
        let query = try visibleQuery(
            EncodedQuery(groups: [QueryGroup(clauses: [QueryClause(ids)])]), table: table, user: user)
        let shown = Set(
            try repository.find(table, query: query, context: context(for: user, dictionary)).records.map(\.sysID))
        return records.filter { shown.contains($0.sysID) }
    }

    /// The record `sysID` of `table` if it exists and `user` may see it.
    func visibleRecord(table: String, sysID: String, user: InstanceUser, dictionary: TableDictionary) throws
        -> InstanceRecord
    {
        var query = EncodedQuery.matching("sys_id", equals: sysID)
        query = try visibleQuery(query, table: table, user: user)
        guard SysID.isValid(sysID),
            let record = try repository.find(table, query: query, context: context(for: user, dictionary), limit: 1)
                .records.first
        else { throw InstanceError.recordNotFound }
        return record
    }

    /// Inserts a record for `user`; with `displayValues`, choice labels and reference display values are resolved
    /// to stored values first. The values are read only once the ACLs allow the insert.
    func insert(
        _ table: String, values readValues: @autoclosure () throws -> [String: String], displayValues: Bool,
        user: InstanceUser,
        dictionary: TableDictionary
    ) throws -> InstanceRecord {
        guard access.allows(.create, on: table, for: user) else { throw InstanceError.writeDenied(operation: "Insert") }
        let values = try readValues()
        var fields = displayValues ? resolveDisplayValues(values, table: table, dictionary: dictionary) : values
        if dictionary.extends(table, "task"), fields["opened_by"] == nil {
            fields["opened_by"] = user.sysID
        }
        try requireGranted(
            .create, InstanceRecord(table: table, values: fields), user: user, dictionary: dictionary, as: "Insert")
        if let rules, let scripts = rules.scripts(running: .insert, on: table, dictionary: dictionary) {
            let outcome = try rules.write(
                RecordWriteJob(table: table, operation: .insert, values: fields), scripts: scripts, operations: self,
                user: user)
            return try written(outcome, operation: "insert", table: table)
        }
        return try repository.insert(table, values: fields, user: user.userName)
    }

    /// Updates a record `user` may see and write. The values are read only once the ACLs allow the update.
    func update(
        _ table: String, sysID: String, values readValues: @autoclosure () throws -> [String: String],
        displayValues: Bool, user: InstanceUser,
        dictionary: TableDictionary
    ) throws -> InstanceRecord {
        let existing = try visibleRecord(table: table, sysID: sysID, user: user, dictionary: dictionary)
        guard access.allows(.write, on: table, for: user) else { throw InstanceError.writeDenied(operation: "Update") }
        try requireGranted(.write, existing, user: user, dictionary: dictionary, as: "Update")
        let values = try readValues()
        let input = displayValues ? resolveDisplayValues(values, table: table, dictionary: dictionary) : values
        if let rules, let scripts = rules.scripts(running: .update, on: table, dictionary: dictionary) {
            let outcome = try rules.write(
                RecordWriteJob(table: table, operation: .update, sysID: sysID, values: input), scripts: scripts,
                operations: self, user: user)
            guard outcome.found else { throw InstanceError.recordNotFound }
            return try written(outcome, operation: "update", table: table)
        }
        guard let record = try repository.update(table, sysID: sysID, values: input, user: user.userName) else {
            throw InstanceError.recordNotFound
        }
        return record
    }

    /// Deletes a record `user` may see and delete, returning it as it was.
    @discardableResult
    func delete(_ table: String, sysID: String, user: InstanceUser, dictionary: TableDictionary) throws
        -> InstanceRecord
    {
        let record = try visibleRecord(table: table, sysID: sysID, user: user, dictionary: dictionary)
        guard access.allows(.delete, on: table, for: user) else { throw InstanceError.writeDenied(operation: "Delete") }
        try requireGranted(.delete, record, user: user, dictionary: dictionary, as: "Delete")
        if let rules, let scripts = rules.scripts(running: .delete, on: record.table, dictionary: dictionary) {
            let outcome = try rules.write(
                RecordWriteJob(table: record.table, operation: .delete, sysID: sysID), scripts: scripts,
                operations: self, user: user)
            guard outcome.found else { throw InstanceError.recordNotFound }
            if outcome.aborted { throw aborted(outcome, operation: "delete", table: record.table) }
            return record
        }
        guard try repository.delete(table, sysID: sysID) else { throw InstanceError.recordNotFound }
        return record
    }

    /// Throws the write's denial when the conditions of the ACLs that admit `user` do not grant `operation` on
    /// `record`.
    private func requireGranted(
        _ operation: AccessRules.Operation, _ record: InstanceRecord, user: InstanceUser,
        dictionary: TableDictionary, as denial: String
    ) throws {
        guard let restriction = access.recordRestriction(operation, on: record.table, for: user) else { return }
        let evaluator = QueryEvaluator(query: restriction, context: context(for: user, dictionary))
        guard evaluator.matches(InstanceQueryRecord(record: record, dictionary: dictionary)) else {
            throw InstanceError.writeDenied(operation: denial)
        }
    }

    /// The record a write through business rules left, or the error an aborted write answers with.
    private func written(_ outcome: RecordWriteOutcome, operation: String, table: String) throws -> InstanceRecord {
        if outcome.aborted { throw aborted(outcome, operation: operation, table: table) }
        guard let record = try repository.record(table, sysID: outcome.sysID) else {
            throw InstanceError.internalError("The \(table) record written by the \(operation) is gone")
        }
        return record
    }

    /// The platform's answer to a write a business rule aborted; what the rules said is in the instance log.
    private func aborted(_ outcome: RecordWriteOutcome, operation: String, table: String) -> InstanceError {
        InstanceError.actionAborted(operation: operation, table: table, record: outcome.displayValue)
    }

    /// Choice labels and reference display values turned into stored values, as `sysparm_input_display_value` asks.
    private func resolveDisplayValues(_ values: [String: String], table: String, dictionary: TableDictionary)
        -> [String: String]
    {
        var result = values
        for (name, value) in values {
            switch dictionary.field(name, of: table)?.kind {
            case .choice(let choices):
                result[name] = choices.first { $0.label == value }?.value ?? value
            case .reference(let target) where !SysID.isValid(value) && !value.isEmpty:
                let field = dictionary.displayField(of: target)
                let query = EncodedQuery.matching(field, equals: value)
                if let match = try? repository.find(target, query: query, context: QueryContext(), limit: 1).records
                    .first
                {
                    result[name] = match.sysID
                }
            default:
                continue
            }
        }
        return result
    }
}
