import Foundation
import NowQuery

/// The Table API: `/api/now[/v1|/v2]/table/{table}[/{sys_id}]` with the platform's parameters, headers and errors.
public struct TableAPI: Sendable {
    let repository: RecordRepository
    let access: AccessRules

    /// Handles a Table API request for `user`. `version` is nil, `v1` or `v2`.
    public func handle(_ request: APIRequest, table: String, sysID: String?, version: String?, user: InstanceUser)
        -> APIResponse
    {
        let dictionary = repository.dictionary
        guard dictionary.table(table) != nil else { return .error(.unknownTable(table)) }
        do {
            switch (request.method, sysID) {
            case ("GET", nil):
                return try list(request, table: table, version: version, user: user, dictionary: dictionary)
            case ("GET", let id?):
                return try one(request, table: table, sysID: id, version: version, user: user, dictionary: dictionary)
            case ("POST", nil):
                return try create(request, table: table, version: version, user: user, dictionary: dictionary)
            case ("PUT", let id?), ("PATCH", let id?):
                return try modify(
                    request, table: table, sysID: id, version: version, user: user, dictionary: dictionary)
            case ("DELETE", let id?): return try remove(table: table, sysID: id, user: user)
            default:
                return .error(
                    .badRequest(
                        message: "Method not supported", detail: "\(request.method) is not supported on this path"))
            }
        } catch let error as InstanceError {
            return .error(error)
        } catch {
            return .error(.internalError("The record store failed: \(error)"))
        }
    }

    private func prefix(_ version: String?) -> String {
        version.map { "/api/now/\($0)/table" } ?? "/api/now/table"
    }

    private func renderer(
        _ request: APIRequest, _ parameters: TableParameters, _ dictionary: TableDictionary, _ version: String?
    )
        -> RecordRenderer
    {
        RecordRenderer(
            repository: repository, dictionary: dictionary, baseURL: request.baseURL, apiPrefix: prefix(version),
            displayValue: parameters.displayValue, excludeReferenceLink: parameters.excludeReferenceLink)
    }

    private func context(for user: InstanceUser, _ dictionary: TableDictionary) -> QueryContext {
        QueryContext(
            now: repository.clock,
            lookup: { [repository] table, id in
                (try? repository.record(table, sysID: id)).map { record in
                    InstanceQueryRecord(record: record, dictionary: dictionary)
                }
            },
            userID: user.sysID, userName: user.userName,
            tableExtends: { dictionary.extends($0, $1) })
    }

    private func visibleQuery(_ query: EncodedQuery, table: String, user: InstanceUser) -> EncodedQuery {
        guard let rule = access.rowCondition(on: table, for: user) else { return query }
        var scoped = query
        if scoped.groups.isEmpty { scoped.groups = [QueryGroup(clauses: [])] }
        for index in scoped.groups.indices {
            scoped.groups[index].clauses.append(rule)
        }
        return scoped
    }

    private func list(
        _ request: APIRequest, table: String, version: String?, user: InstanceUser, dictionary: TableDictionary
    ) throws -> APIResponse {
        guard access.allows(.read, on: table, for: user) else { throw InstanceError.readDenied }
        let parameters = TableParameters(request.queryItems, fieldNames: Set(dictionary.fields(of: table).map(\.name)))
        let query = visibleQuery(parameters.query, table: table, user: user)
        let found = try repository.find(
            table, query: query, context: context(for: user, dictionary), limit: parameters.limit,
            offset: parameters.offset)
        if found.records.isEmpty && version == "v1" {
            throw InstanceError.recordNotFound
        }
        let renderer = renderer(request, parameters, dictionary, version)
        if renderer.displayValue != .actual || parameters.fields?.contains(where: { $0.contains(".") }) == true {
            renderer.prefetchReferences(of: found.records, fields: parameters.fields)
        }
        let body = JSONText.object([
            ("result", JSONText.array(found.records.map { renderer.render($0, fields: parameters.fields) }))
        ])
        var headers: [(String, String)] = []
        if !parameters.noCount {
            headers.append(("X-Total-Count", String(found.total)))
        }
        if !parameters.suppressPaginationHeader {
            headers.append(("Link", PageLinks.header(request: request, parameters: parameters, total: found.total)))
        }
        return .json(200, body, headers: headers)
    }

    private func one(
        _ request: APIRequest, table: String, sysID: String, version: String?, user: InstanceUser,
        dictionary: TableDictionary
    ) throws -> APIResponse {
        guard access.allows(.read, on: table, for: user) else { throw InstanceError.readDenied }
        let record = try visibleRecord(table: table, sysID: sysID, user: user, dictionary: dictionary)
        let parameters = TableParameters(request.queryItems, fieldNames: [])
        let rendered = renderer(request, parameters, dictionary, version).render(record, fields: parameters.fields)
        return .json(200, JSONText.object([("result", rendered)]))
    }

    private func visibleRecord(table: String, sysID: String, user: InstanceUser, dictionary: TableDictionary) throws
        -> InstanceRecord
    {
        var query = EncodedQuery(groups: [QueryGroup(clauses: [QueryClause(QueryCondition("sys_id", .equals, sysID))])])
        query = visibleQuery(query, table: table, user: user)
        guard OperandSyntax.isSysID(sysID),
            let record = try repository.find(table, query: query, context: context(for: user, dictionary), limit: 1)
                .records.first
        else { throw InstanceError.recordNotFound }
        return record
    }

    private func create(
        _ request: APIRequest, table: String, version: String?, user: InstanceUser, dictionary: TableDictionary
    ) throws -> APIResponse {
        guard access.allows(.create, on: table, for: user) else { throw InstanceError.writeDenied(operation: "Insert") }
        let parameters = TableParameters(request.queryItems, fieldNames: [])
        let values = try RequestValues.parse(request.body)
        let input =
            parameters.inputDisplayValue ? resolveDisplayValues(values, table: table, dictionary: dictionary) : values
        var fields = input
        if dictionary.extends(table, "task"), fields["opened_by"] == nil {
            fields["opened_by"] = user.sysID
        }
        let record = try repository.insert(table, values: fields, user: user.userName)
        let rendered = renderer(request, parameters, dictionary, version).render(record, fields: parameters.fields)
        let location = "\(request.baseURL)/api/now/v2/table/\(table)/\(record.sysID)"
        return .json(201, JSONText.object([("result", rendered)]), headers: [("Location", location)])
    }

    private func modify(
        _ request: APIRequest, table: String, sysID: String, version: String?, user: InstanceUser,
        dictionary: TableDictionary
    ) throws -> APIResponse {
        _ = try visibleRecord(table: table, sysID: sysID, user: user, dictionary: dictionary)
        guard access.allows(.write, on: table, for: user) else { throw InstanceError.writeDenied(operation: "Update") }
        let parameters = TableParameters(request.queryItems, fieldNames: [])
        let values = try RequestValues.parse(request.body)
        let input =
            parameters.inputDisplayValue ? resolveDisplayValues(values, table: table, dictionary: dictionary) : values
        guard let record = try repository.update(table, sysID: sysID, values: input, user: user.userName) else {
            throw InstanceError.recordNotFound
        }
        let rendered = renderer(request, parameters, dictionary, version).render(record, fields: parameters.fields)
        return .json(200, JSONText.object([("result", rendered)]))
    }

    private func remove(table: String, sysID: String, user: InstanceUser) throws -> APIResponse {
        _ = try visibleRecord(table: table, sysID: sysID, user: user, dictionary: repository.dictionary)
        guard access.allows(.delete, on: table, for: user) else { throw InstanceError.writeDenied(operation: "Delete") }
        guard try repository.delete(table, sysID: sysID) else { throw InstanceError.recordNotFound }
        return APIResponse(status: 204)
    }

    /// With `sysparm_input_display_value=true`, choice labels and reference display values become stored values.
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
                let query = EncodedQuery(groups: [
                    QueryGroup(clauses: [QueryClause(QueryCondition(FieldPath(field), .equals, value))])
                ])
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
