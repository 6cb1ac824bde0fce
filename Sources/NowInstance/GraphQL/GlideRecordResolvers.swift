import GraphQL
import NowQuery

/// The resolvers that reach the record store: table queries and writes. Each runs its store work in one piece,
/// with the caller's ACLs applied by `TableOperations`.
enum GlideRecordResolvers {
    /// A write under `GlideRecord_Mutation`.
    enum Write: Sendable {
        case insert, update, delete
    }

    /// `GlideRecord_Query.<table>`: the page the arguments ask for. Rows the caller's ACLs hide drop out of
    /// `_results`, while `_rowCount` still counts them, as on the platform.
    static func query(_ table: String, arguments: Map, context: GraphQLRequestContext, info: GraphQLResolveInfo)
        async throws -> GraphQLTablePage
    {
        let parsed = try conditions(arguments["queryConditions"].string)
        let query =
            arguments["sys_id"].string.map { parsed.narrowed(by: QueryClause(QueryCondition("sys_id", .equals, $0))) }
            ?? parsed
        let (limit, offset) = try page(arguments["pagination"], limits: context.limits)
        let references = referenceFieldsShown(in: info, table: table, context: context)
        let user = context.user
        let operations = context.operations
        let dictionary = context.dictionary
        return try context.storeWork {
            guard operations.access.allows(.read, on: table, for: user) else {
                throw GraphQLFieldError(InstanceError.readDenied)
            }
            let found = try operations.repository.find(
                table, query: query, context: operations.context(for: user, dictionary), limit: limit,
                offset: offset)
            let rows = try operations.visible(found.records, table: table, user: user, dictionary: dictionary)
            if !references.isEmpty {
                try context.prefetchReferences(of: rows, fields: references)
            }
            return GraphQLTablePage(table: table, rows: rows, rowCount: found.total)
        }
    }

    /// `insert_<table>`, `update_<table>` and `delete_<table>`, run in the order the mutation lists them.
    static func write(
        _ write: Write, _ table: String, arguments: Map, context: any Sendable, info: GraphQLResolveInfo
    ) async throws -> InstanceRecord? {
        guard let context = context as? GraphQLRequestContext else { return nil }
        let keys = info.path.elements.compactMap { element -> String? in
            if case .key(let key) = element { return key }
            return nil
        }
        let position = context.mutationOrder[keys.joined(separator: "/")]
        let values = try fieldValues(arguments["values"])
        let sysID = arguments["sys_id"].string ?? ""
        let user = context.user
        let operations = context.operations
        let dictionary = context.dictionary
        return try await context.sequencer.run(at: position) {
            try context.storeWork {
                do {
                    switch write {
                    case .insert:
                        return try operations.insert(
                            table, values: values, displayValues: false, user: user, dictionary: dictionary)
                    case .update:
                        return try operations.update(
                            table, sysID: sysID, values: values, displayValues: false, user: user,
                            dictionary: dictionary)
                    case .delete:
                        return try operations.delete(table, sysID: sysID, user: user, dictionary: dictionary)
                    }
                } catch let error as InstanceError {
                    throw GraphQLFieldError(error)
                }
            }
        }
    }

    private static func conditions(_ text: String?) throws -> EncodedQuery {
        guard let text, !text.isEmpty else { return EncodedQuery() }
        do {
            return try EncodedQueryParser.parse(text)
        } catch {
            throw GraphQLFieldError(
                "queryConditions could not be read: \(error). Fix that part of the encoded query, or build it with "
                    + "NowQuery's Filter.")
        }
    }

    private static func page(_ pagination: Map, limits: GraphQLLimits) throws -> (limit: Int, offset: Int) {
        let limit = pagination["limit"].int ?? limits.defaultPageSize
        let offset = pagination["offset"].int ?? 0
        guard (0...limits.maximumPageSize).contains(limit) else {
            throw GraphQLFieldError(
                "pagination.limit must be between 0 and \(limits.maximumPageSize), but it is \(limit). "
                    + "Page through larger results with pagination.offset.")
        }
        guard offset >= 0 else {
            throw GraphQLFieldError("pagination.offset must be 0 or more, but it is \(offset).")
        }
        return (limit, offset)
    }

    private static func fieldValues(_ values: Map) throws -> [String: String] {
        guard let object = values.dictionary else { return [:] }
        var result: [String: String] = [:]
        for (name, value) in object {
            switch value {
            case .undefined: continue
            case .null: result[name] = ""
            default: result[name] = try value.stringValue(converting: true)
            }
        }
        return result
    }

    /// The reference columns of `_results` whose display value or referenced record the query asks for, so a page
    /// looks them up with one query per referenced table.
    private static func referenceFieldsShown(in info: GraphQLResolveInfo, table: String, context: GraphQLRequestContext)
        -> Set<String>
    {
        let flattener = SelectionFlattener(fragments: info.fragments, variables: info.variableValues)
        var names = Set<String>()
        for field in info.fieldASTs {
            for (_, columns) in flattener.subfields(named: "_results", in: field.selectionSet) {
                for column in columns {
                    guard case .reference = context.dictionary.field(column.name.value, of: table)?.kind,
                        let selection = column.selectionSet
                    else { continue }
                    let asked = flattener.fields(of: selection).flatMap { $0.fields.map(\.name.value) }
                    if asked.contains("displayValue") || asked.contains("_reference") {
                        names.insert(column.name.value)
                    }
                }
            }
        }
        return names
    }
}
