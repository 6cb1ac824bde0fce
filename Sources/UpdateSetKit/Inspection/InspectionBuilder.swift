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
    /// Tables and their columns, numbering, ACLs and the roles each ACL asks for.
    private var tables: [String: UpdateSetInspection.Table] = [:]
    private var columns: [String: Set<String>] = [:]
    private var prefixes: [String: String] = [:]
    private var acls: [String: UpdateSetInspection.ACL] = [:]
    private var aclRoles: [(acl: String, role: String)] = []

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
        noteApplicationRecord(record)
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
        case .businessRule(let rule):
            let actions = ["insert", "update", "delete", "query"].filter { record.flag("action_\($0)") }
            let when = record["when"].flatMap { $0.isEmpty ? nil : $0 } ?? "before"
            inspection.businessRules.append(
                .init(
                    table: record.table, name: rule.name, sysID: record.sysID,
                    detail: "\(when) \(actions.isEmpty ? "nothing" : actions.joined(separator: ", ")) on \(rule.table)"
                        + (rule.isActive ? "" : " (inactive)"),
                    scriptMode: modes.mode(of: record, scope: inspection.scope).shortName))
        case .pushMessageContent(let content):
            inspection.pushMessageContents.append(
                .init(table: record.table, name: content.name, sysID: content.sysID, detail: content.table))
        default:
            inspection.otherRecordCounts[record.table, default: 0] += 1
        }
    }

    /// Notes what an application's own records say: its tables, columns, numbering, modules, roles and ACLs.
    private mutating func noteApplicationRecord(_ record: UpdateRecord) {
        switch record.table {
        case "sys_db_object":
            guard let name = record["name"], !name.isEmpty else { return }
            let parent = record.shownValue(of: "super_class")
            tables[name] = .init(
                name: name, label: record["label"] ?? name, extends: parent.isEmpty ? nil : parent, columns: 0)
        case "sys_dictionary":
            guard let name = record["name"], !name.isEmpty else { return }
            let element = record["element"] ?? ""
            if element.isEmpty || record["internal_type"] == "collection" {
                if tables[name] == nil {
                    let parent = record["super_class"] ?? ""
                    tables[name] = .init(
                        name: name, label: record["column_label"] ?? name, extends: parent.isEmpty ? nil : parent,
                        columns: 0)
                }
            } else {
                columns[name, default: []].insert(element)
            }
        case "sys_number":
            if let table = record["category"], let prefix = record["prefix"] { prefixes[table] = prefix }
        case "sys_module":
            // The SDK's bookkeeping (`package.json`, `bom.json`) is kept as modules too, and counted with the rest.
            let module = ModuleRecord(record: record)
            guard module.isScript else { return }
            let detail: String
            switch ScriptModule(path: module.path, scope: inspection.scope, source: module.source).source {
            case .success(let source): detail = source.imports.joined(separator: ", ")
            case .failure(let problem): detail = "cannot be read, \(problem)"
            }
            inspection.modules.append(
                .init(table: record.table, name: module.path, sysID: record.sysID, detail: detail, scriptMode: "ES12"))
        case "sys_user_role":
            if let name = record["name"], !name.isEmpty { inspection.roles.append(name) }
        case "sys_security_acl":
            acls[record.sysID] = .init(
                sysID: record.sysID, type: record.shownValue(of: "type"), name: record["name"] ?? "",
                operation: record.shownValue(of: "operation"),
                roles: [], isActive: record.flag("active", default: true), condition: record["condition"] ?? "",
                hasScript: record.flag("advanced")
                    && !(record["script"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        case "sys_security_acl_role":
            aclRoles.append((record["sys_security_acl"] ?? "", record.shownValue(of: "sys_user_role")))
        default:
            return
        }
    }

    func finish() -> UpdateSetInspection {
        var result = inspection
        result.scriptMode = modes.mode(of: UpdateRecord(table: "sys_app", fields: []), scope: result.scope).shortName
        result.tables = tables.values.map { table in
            var table = table
            table.columns = columns[table.name]?.count ?? 0
            table.numberPrefix = prefixes[table.name]
            return table
        }.sorted { $0.name < $1.name }
        var byACL = acls
        for link in aclRoles where byACL[link.acl] != nil && !link.role.isEmpty {
            byACL[link.acl]?.roles.append(link.role)
        }
        result.acls = byACL.values.map { acl in
            var acl = acl
            acl.roles.sort()
            return acl
        }.sorted { ($0.name, $0.operation, $0.sysID) < ($1.name, $1.operation, $1.sysID) }
        result.roles.sort()
        result.modules.sort { $0.name < $1.name }
        result.businessRules.sort { ($0.name, $0.sysID) < ($1.name, $1.sysID) }
        let applicationTables = Set(tables.keys)
        result.notEmulated = result.otherRecordCounts.filter {
            EmulatedTables.isStoredOnly($0.key, applicationTables: applicationTables) && !$0.key.contains(" ")
        }
        result.apis = definitions.map { id, definition in
            let apiVersions = versions.values.filter { $0.definitionID == id }.sorted { $0.versionID < $1.versionID }
            let apiOperations = operations.filter { $0.definitionID == id }.map { operation in
                UpdateSetInspection.Operation(
                    sysID: operation.sysID, name: operation.name, method: operation.httpMethod,
                    route: route(operation, definition),
                    requiresAuthentication: operation.requiresAuthentication,
                    requiresACLAuthorization: operation.requiresACLAuthorization, isActive: operation.isActive,
                    scriptMode: modes.mode(of: operation.record, scope: definition.namespace).shortName,
                    acls: (operation.enforcedACLs.isEmpty ? definition.enforcedACLs : operation.enforcedACLs).map {
                        byACL[$0]?.name ?? $0
                    })
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
