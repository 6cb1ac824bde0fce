import NowQuery

/// Reads and writes records on behalf of a user, with the instance's ACLs applied: the one path the Table API and
/// GraphQL share, so both answer a query or a write the same way.
struct TableOperations: Sendable {
    let repository: RecordRepository
    let access: AccessRules

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

    /// `query` narrowed to the rows of `table` that `user` may see.
    func visibleQuery(_ query: EncodedQuery, table: String, user: InstanceUser) -> EncodedQuery {
        guard let rule = access.rowCondition(on: table, for: user) else { return query }
        return query.narrowed(by: rule)
    }

    /// The page of `table` matching `query` that `user` may see, and how many such rows there are in all.
    func list(
        _ table: String, query: EncodedQuery, user: InstanceUser, limit: Int?, offset: Int,
        dictionary: TableDictionary
    ) throws -> (records: [InstanceRecord], total: Int) {
        guard access.allows(.read, on: table, for: user) else { throw InstanceError.readDenied }
        return try repository.find(
            table, query: visibleQuery(query, table: table, user: user), context: context(for: user, dictionary),
            limit: limit, offset: offset)
    }

    /// ``list(_:query:user:limit:offset:dictionary:)``, with each record as its stored JSON object.
    func listSoups(
        _ table: String, query: EncodedQuery, user: InstanceUser, limit: Int?, offset: Int,
        dictionary: TableDictionary
    ) throws -> (soups: [String], storageTable: String, total: Int) {
        guard access.allows(.read, on: table, for: user) else { throw InstanceError.readDenied }
        return try repository.findSoups(
            table, query: visibleQuery(query, table: table, user: user), context: context(for: user, dictionary),
            limit: limit, offset: offset)
    }

    /// Which of `records` (all of `table`) `user` may see, in the order given.
    func visible(_ records: [InstanceRecord], table: String, user: InstanceUser, dictionary: TableDictionary) throws
        -> [InstanceRecord]
    {
        guard access.rowCondition(on: table, for: user) != nil, !records.isEmpty else { return records }
        let ids = QueryCondition(field: "sys_id", op: .isOneOf, operand: .list(records.map(\.sysID)))
        let query = visibleQuery(
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
        query = visibleQuery(query, table: table, user: user)
        guard OperandSyntax.isSysID(sysID),
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
        return try repository.insert(table, values: fields, user: user.userName)
    }

    /// Updates a record `user` may see and write. The values are read only once the ACLs allow the update.
    func update(
        _ table: String, sysID: String, values readValues: @autoclosure () throws -> [String: String],
        displayValues: Bool, user: InstanceUser,
        dictionary: TableDictionary
    ) throws -> InstanceRecord {
        _ = try visibleRecord(table: table, sysID: sysID, user: user, dictionary: dictionary)
        guard access.allows(.write, on: table, for: user) else { throw InstanceError.writeDenied(operation: "Update") }
        let values = try readValues()
        let input = displayValues ? resolveDisplayValues(values, table: table, dictionary: dictionary) : values
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
        guard try repository.delete(table, sysID: sysID) else { throw InstanceError.recordNotFound }
        return record
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
            case .reference(let target) where !OperandSyntax.isSysID(value) && !value.isEmpty:
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
