import Foundation
import GlideScript
import JSONText
import NowQuery

/// The Import Set API: `/api/now[/v1]/import/{staging_table}` inserts a row into a staging table and transforms it
/// synchronously through the table's transform maps; `/insertMultiple` does so for many rows; `GET …/{sys_id}` reads a
/// row's result back.
struct ImportSetAPI: Sendable {
    let operations: TableOperations
    let log: InstanceLog
    let scriptLimits: ScriptLimits
    let properties: [String: String]
    var repository: RecordRepository { operations.repository }

    /// The roles that may load import sets, besides admin.
    static let loaderRoles = ["import_set_loader", "import_transformer"]

    func handle(_ request: APIRequest, table: String, rest: String?, user: InstanceUser) -> APIResponse {
        let dictionary = repository.dictionary
        guard dictionary.table(table) != nil else { return .error(.unknownTable(table)) }
        guard dictionary.extends(table, ImportSetTables.rowTable), table != ImportSetTables.rowTable else {
            return .error(
                .badRequest(
                    message: "Invalid staging table \(table)",
                    detail: "\(table) is not an import set table; install an update set whose sys_db_object for it "
                        + "extends sys_import_set_row, or whose transform map reads from it"))
        }
        guard user.isAdmin || Self.loaderRoles.contains(where: user.hasRole) else {
            return .error(.writeDenied(operation: "Insert"))
        }
        do {
            switch (request.method, rest) {
            case ("POST", nil):
                let values = try RequestValues.parse(request.body, contentType: request.headers[.contentType])
                let set = try newImportSet(table, multi: nil, user: user)
                let results = try load([values], into: table, set: set, request: request, user: user)
                return .json(201, envelope(setNumber: set["number"], table: table, results: results.first ?? []))
            case ("POST", "insertMultiple"):
                let rows = try Self.records(request.body)
                let multi = try repository.insert(
                    "sys_multi_import_set", values: ["state": "complete"], user: user.userName)
                let set = try newImportSet(table, multi: multi.sysID, user: user)
                _ = try load(rows, into: table, set: set, request: request, user: user)
                return .json(
                    201,
                    JSONFragments.object([
                        ("import_set_id", JSONFragments.string(set.sysID)),
                        ("multi_import_set_id", JSONFragments.string(multi.sysID)),
                    ]))
            case ("GET", let id?):
                guard let row = try repository.record(table, sysID: id) else {
                    throw InstanceError.notFound(
                        message: "No Record found",
                        detail: "No row \(id) in \(table); import set rows are kept until the instance is restarted "
                            + "without --data")
                }
                let set = try repository.record("sys_import_set", sysID: row["sys_import_set"])
                let result = row["sys_transform_map"].isEmpty ? [] : [storedResult(row, request: request)]
                return .json(200, envelope(setNumber: set?["number"] ?? "", table: table, results: result))
            default:
                return .error(
                    .methodNotAllowed(method: request.method, allowed: rest == nil ? ["POST"] : ["GET", "POST"]))
            }
        } catch let error as InstanceError {
            return .error(error)
        } catch {
            return .error(.internalError(log.internalFailure(error, during: "\(request.method) import \(table)")))
        }
    }

    private func newImportSet(_ table: String, multi: String?, user: InstanceUser) throws -> InstanceRecord {
        var values = ["table_name": table, "state": "loaded", "mode": "synchronous"]
        if let multi { values["multi_import_set"] = multi }
        return try repository.insert("sys_import_set", values: values, user: user.userName)
    }

    /// Inserts each row into the staging table and runs every transform map over it; the results per row.
    private func load(
        _ rows: [[String: String]], into table: String, set: InstanceRecord, request: APIRequest, user: InstanceUser
    ) throws -> [[String]] {
        let maps = try TransformMaps(repository: repository).maps(for: table)
        let dictionary = repository.dictionary
        let columns = dictionary.fields(of: table)
        let inherited = Set(dictionary.fields(of: ImportSetTables.rowTable).map(\.name))
        var all: [[String]] = []
        for (index, values) in rows.enumerated() {
            var stored = Self.columns(values, of: columns, inherited: inherited)
            stored["sys_import_set"] = set.sysID
            stored["sys_import_row"] = String(index)
            stored["sys_import_state"] = "pending"
            let row = try repository.insert(table, values: stored, user: user.userName)
            var results: [String] = []
            for map in maps {
                let job = TransformJob(
                    stagingTable: table, rowID: row.sysID, mapName: map.name, mapSysID: map.sysID,
                    targetTable: map.targetTable, script: map.script, runScript: map.runScript,
                    copyEmptyFields: map.copyEmptyFields, fieldMaps: map.fieldMaps)
                // A fresh script view per job: its cache of referenced records must not outlive one transform's writes.
                let data = InstanceGlideData(
                    operations: operations, user: user, baseURL: request.baseURL, properties: properties, log: log)
                let scripts = operations.rules?.registry.snapshot
                let outcome = TransformRunner.run(
                    job, data: data, rules: scripts?.businessRules ?? BusinessRules(),
                    includes: scripts?.includes ?? [], modules: scripts?.modules ?? ScriptModules(),
                    limits: CurrentTransaction.clamp(scriptLimits))
                if outcome.status == "error" {
                    log.write(level: "error", source: "import \(table)", message: outcome.errorMessage)
                }
                _ = try repository.update(
                    table, sysID: row.sysID,
                    values: [
                        "sys_import_state": outcome.status, "sys_target_sys_id": outcome.sysID,
                        "sys_target_table": map.targetTable, "sys_transform_map": map.name,
                        "sys_import_state_comment": outcome.errorMessage.isEmpty
                            ? outcome.statusMessage : outcome.errorMessage,
                        "sys_row_error": outcome.errorMessage,
                    ], user: user.userName)
                results.append(result(outcome, map: map.name, table: map.targetTable, request: request))
            }
            all.append(results)
        }
        _ = try repository.update(
            "sys_import_set", sysID: set.sysID, values: ["state": "processed"], user: user.userName)
        return all
    }

    /// One entry of `result`, in the platform's order.
    private func result(_ outcome: TransformOutcome, map: String, table: String, request: APIRequest) -> String {
        var members: [(String, String)] = [
            ("transform_map", JSONFragments.string(map)), ("table", JSONFragments.string(table)),
        ]
        if !outcome.sysID.isEmpty {
            members += [
                ("display_name", JSONFragments.string(outcome.displayName)),
                ("display_value", JSONFragments.string(outcome.displayValue)),
                ("record_link", JSONFragments.string("\(request.baseURL)/api/now/table/\(table)/\(outcome.sysID)")),
            ]
        }
        members.append(("status", JSONFragments.string(outcome.status)))
        if !outcome.sysID.isEmpty { members.append(("sys_id", JSONFragments.string(outcome.sysID))) }
        if !outcome.errorMessage.isEmpty {
            members.append(("error_message", JSONFragments.string(outcome.errorMessage)))
        }
        if !outcome.statusMessage.isEmpty {
            members.append(("status_message", JSONFragments.string(outcome.statusMessage)))
        }
        return JSONFragments.object(members)
    }

    /// A row's result, from what its transform left on it.
    private func storedResult(_ row: InstanceRecord, request: APIRequest) -> String {
        let table = row["sys_target_table"]
        let target = (try? repository.record(table, sysID: row["sys_target_sys_id"])) ?? nil
        let displayName = repository.dictionary.table(table) != nil ? repository.dictionary.displayField(of: table) : ""
        let outcome = TransformOutcome(
            status: row["sys_import_state"], sysID: target?.sysID ?? "", displayName: displayName,
            displayValue: target?[displayName] ?? "", errorMessage: row["sys_row_error"],
            statusMessage: row["sys_row_error"].isEmpty ? row["sys_import_state_comment"] : "")
        return result(outcome, map: row["sys_transform_map"], table: table, request: request)
    }

    private func envelope(setNumber: String, table: String, results: [String]) -> String {
        JSONFragments.object([
            ("import_set", JSONFragments.string(setNumber)), ("staging_table", JSONFragments.string(table)),
            ("result", JSONFragments.array(results)),
        ])
    }

    /// The staging columns a posted object fills: by column name, or by column label as `insertMultiple` sends them.
    /// The import bookkeeping fields every staging table inherits are the instance's, never the client's.
    static func columns(_ values: [String: String], of fields: [FieldDefinition], inherited: Set<String>)
        -> [String: String]
    {
        var stored: [String: String] = [:]
        for (key, value) in values {
            guard let field = fields.first(where: { $0.name == key }) ?? fields.first(where: { $0.label == key }),
                !inherited.contains(field.name)
            else { continue }
            stored[field.name] = value
        }
        return stored
    }

    /// The `records` array of an `insertMultiple` body.
    static func records(_ body: Data?) throws -> [[String: String]] {
        guard let body, let object = try? JSONParser.parse(body), let list = object["records"]?.arrayValue,
            case let records = list.compactMap(\.objectValue), records.count == list.count
        else {
            throw InstanceError.badRequest(
                message: "Invalid insertMultiple body",
                detail: "Send {\"records\":[{\"column\":\"value\", …}, …]} with Content-Type: application/json")
        }
        return records.map(RequestValues.values(of:))
    }
}
