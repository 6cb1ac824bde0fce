import GlideScript

/// Accumulates an `UpdateSetInspection` from reader events, keeping no scripts.
struct InspectionBuilder {
    private var inspection: UpdateSetInspection
    private var definitions: [(String, ScriptedRESTDefinition)] = []
    private var versions: [String: ScriptedRESTVersion] = [:]
    private var operations: [ScriptedRESTOperation] = []
    /// The records that set scripts' modes, and each script include's record without its script.
    private var modes = ScriptModeRules()
    private var includeRecords: [UpdateRecord] = []

    init(file: String) {
        inspection = UpdateSetInspection(file: file)
    }

    mutating func add(_ event: UpdateSetEvent) {
        switch event {
        case .header(let header):
            inspection.name = header.name
            inspection.application = header.application
            inspection.scope = header.scope
            inspection.version = header.version
        case .update(let update):
            add(update)
        case .record(let record, _):
            inspection.otherRecordCounts[record.table, default: 0] += 1
        case .problem(let problem):
            inspection.problems.append(problem.description)
        }
    }

    private mutating func add(_ update: UpdateXML) {
        guard let record = update.record else { return }
        if update.action == .delete {
            inspection.deletions.append(.init(table: record.table, name: record.label, sysID: record.sysID))
            return
        }
        if modes.note(record) {
            inspection.otherRecordCounts[record.table, default: 0] += 1
            return
        }
        switch TypedRecord(record) {
        case .definition(var definition):
            definition.record.fields.removeAll { $0.name.hasSuffix("script") }
            definitions.append((definition.sysID, definition))
        case .version(let version):
            versions[version.sysID] = version
        case .operation(var operation):
            operation.record.fields.removeAll { $0.name == "operation_script" }
            operations.append(operation)
        case .scriptInclude(let include):
            inspection.scriptIncludes.append(
                .init(table: record.table, name: include.name, sysID: include.sysID, detail: include.apiName))
            includeRecords.append(
                UpdateRecord(table: record.table, fields: record.fields.filter { $0.name != "script" }))
        case .pushMessageContent(let content):
            inspection.pushMessageContents.append(
                .init(table: record.table, name: content.name, sysID: content.sysID, detail: content.table))
        default:
            inspection.otherRecordCounts[record.table, default: 0] += 1
        }
    }

    func finish() -> UpdateSetInspection {
        var result = inspection
        result.apis = definitions.map { id, definition in
            let apiVersions = versions.values.filter { $0.definitionID == id }.sorted { $0.versionID < $1.versionID }
            let apiOperations = operations.filter { $0.definitionID == id }.map { operation in
                UpdateSetInspection.Operation(
                    sysID: operation.sysID, name: operation.name, method: operation.httpMethod,
                    route: route(operation, definition),
                    requiresAuthentication: operation.requiresAuthentication,
                    requiresACLAuthorization: operation.requiresACLAuthorization, isActive: operation.isActive,
                    scriptMode: modes.mode(of: operation.record, scope: definition.namespace).shortName)
            }
            return UpdateSetInspection.API(
                sysID: id, name: definition.name, namespace: definition.namespace, serviceID: definition.serviceID,
                isActive: definition.isActive,
                versions: apiVersions.map { .init(sysID: $0.sysID, versionID: $0.versionID, isDefault: $0.isDefault) },
                operations: apiOperations.sorted { ($0.route, $0.method) < ($1.route, $1.method) })
        }
        for (index, record) in includeRecords.enumerated() where index < result.scriptIncludes.count {
            let scope = ScriptIncludeEntry.scope(ofAPIName: record["api_name"] ?? "")
            result.scriptIncludes[index].scriptMode = modes.mode(of: record, scope: scope).shortName
        }
        let known = Set(definitions.map(\.0))
        let orphans = operations.filter { !known.contains($0.definitionID) }
        if !orphans.isEmpty {
            result.otherRecordCounts["sys_ws_operation (API not in set)"] = orphans.count
        }
        return result
    }

    private func route(_ operation: ScriptedRESTOperation, _ definition: ScriptedRESTDefinition) -> String {
        let version = versions[operation.versionID]?.versionID ?? operation.versionName ?? ""
        let versionSegment = version.isEmpty ? "" : "/\(version)"
        return "/api/\(definition.namespace)\(versionSegment)/\(definition.serviceID)\(operation.relativePath)"
    }
}
