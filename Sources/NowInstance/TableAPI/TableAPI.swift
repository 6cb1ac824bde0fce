import Foundation
import HTTPMessageRules
import JSONText
import NowQuery

/// The Table API: `/api/now[/v1|/v2]/table/{table}[/{sys_id}]` with the platform's parameters, headers and errors.
public struct TableAPI: Sendable {
    let operations: TableOperations
    /// Where the store's own error text goes: the server log, never a client.
    let log: InstanceLog
    var repository: RecordRepository { operations.repository }
    /// The columns responses show, worked out once per table and field list.
    let plans = ColumnPlans()

    /// Handles a Table API request for `user`. `version` is nil, `v1` or `v2`. The answer is JSON, or XML when the
    /// request's `Accept` asks for it.
    public func handle(_ request: APIRequest, table: String, sysID: String?, version: String?, user: InstanceUser)
        -> APIResponse
    {
        let answer = answer(request, table: table, sysID: sysID, version: version, user: user)
        return withoutBodyIfAsked(answer, request).formatted(as: BodyFormat.accepted(by: request.headers[.accept]))
    }

    /// A successful write asked for with `X-no-response-body: true` answers without the record: POST keeps 201 and
    /// its `Location`, PUT and PATCH answer 204 No Content.
    private func withoutBodyIfAsked(_ response: APIResponse, _ request: APIRequest) -> APIResponse {
        guard request.wantsNoResponseBody, ["POST", "PUT", "PATCH"].contains(request.method),
            (200..<300).contains(response.status)
        else { return response }
        var bare = response
        bare.body = nil
        bare.headers[.contentType] = nil
        if request.method != "POST" { bare.status = 204 }
        return bare
    }

    private func answer(_ request: APIRequest, table: String, sysID: String?, version: String?, user: InstanceUser)
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
            return .error(.internalError(log.internalFailure(error, during: "\(request.method) \(request.path)")))
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
            displayValue: parameters.displayValue, excludeReferenceLink: parameters.excludeReferenceLink,
            plans: plans)
    }

    private func list(
        _ request: APIRequest, table: String, version: String?, user: InstanceUser, dictionary: TableDictionary
    ) throws -> APIResponse {
        let parameters = TableParameters(request.queryItems, tableFields: dictionary.fields(of: table))
        for note in IgnoredQueryParts(table: table, dictionary: dictionary).notes(for: parameters) {
            log.write(level: "warn", source: "table-api GET \(table)", message: note)
        }
        let renderer = renderer(request, parameters, dictionary, version)
        let body: String
        let total: Int
        if renderer.displayValue != .actual || parameters.fields?.contains(where: { $0.contains(".") }) == true {
            let found = try operations.list(
                table, query: parameters.query, user: user, limit: parameters.limit, offset: parameters.offset,
                dictionary: dictionary)
            if found.records.isEmpty && version == "v1" { throw InstanceError.recordNotFound }
            renderer.prefetchReferences(of: found.records, fields: parameters.fields)
            (body, total) = (renderer.renderPage(found.records, fields: parameters.fields), found.total)
        } else {
            // Values shown as stored are copied from the stored JSON.
            let found = try operations.listSoups(
                table, query: parameters.query, user: user, limit: parameters.limit, offset: parameters.offset,
                dictionary: dictionary)
            if found.soups.isEmpty && version == "v1" { throw InstanceError.recordNotFound }
            body = try renderer.renderPage(
                soups: found.soups, storageTable: found.storageTable, fields: parameters.fields)
            total = found.total
        }
        var headers = HTTPFields()
        if !parameters.noCount {
            headers[.totalCount] = String(total)
        }
        if parameters.limitGiven, !parameters.suppressPaginationHeader {
            headers[.link] = PageLinks.header(request: request, parameters: parameters, total: total)
        }
        return .json(200, body, headers: headers)
    }

    private func one(
        _ request: APIRequest, table: String, sysID: String, version: String?, user: InstanceUser,
        dictionary: TableDictionary
    ) throws -> APIResponse {
        guard operations.access.allows(.read, on: table, for: user) else { throw InstanceError.readDenied }
        let record = try operations.visibleRecord(table: table, sysID: sysID, user: user, dictionary: dictionary)
        let parameters = TableParameters(request.queryItems)
        let rendered = renderer(request, parameters, dictionary, version).render(record, fields: parameters.fields)
        return .json(200, JSONFragments.object([("result", rendered)]))
    }

    private func create(
        _ request: APIRequest, table: String, version: String?, user: InstanceUser, dictionary: TableDictionary
    ) throws -> APIResponse {
        let parameters = TableParameters(request.queryItems)
        let record = try operations.insert(
            table, values: try RequestValues.parse(request.body, contentType: request.headers[.contentType]),
            displayValues: parameters.inputDisplayValue, user: user, dictionary: dictionary)
        let rendered = renderer(request, parameters, dictionary, version).render(record, fields: parameters.fields)
        // The new record's address under the same path the client posted to, as its reference links are.
        let location = "\(request.baseURL)\(prefix(version))/\(table)/\(record.sysID)"
        return .json(201, JSONFragments.object([("result", rendered)]), headers: [.location: location])
    }

    private func modify(
        _ request: APIRequest, table: String, sysID: String, version: String?, user: InstanceUser,
        dictionary: TableDictionary
    ) throws -> APIResponse {
        let parameters = TableParameters(request.queryItems)
        let record = try operations.update(
            table, sysID: sysID,
            values: try RequestValues.parse(request.body, contentType: request.headers[.contentType]),
            displayValues: parameters.inputDisplayValue, user: user, dictionary: dictionary)
        let rendered = renderer(request, parameters, dictionary, version).render(record, fields: parameters.fields)
        return .json(200, JSONFragments.object([("result", rendered)]))
    }

    private func remove(table: String, sysID: String, user: InstanceUser) throws -> APIResponse {
        try operations.delete(table, sysID: sysID, user: user, dictionary: repository.dictionary)
        return APIResponse(status: 204)
    }
}
