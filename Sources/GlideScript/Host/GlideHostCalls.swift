import Foundation
import JSONText
import NowQuery

/// Serves the prelude's `__nt_host(op, args)` calls from a `GlideDataSource`, the script includes, and the answers
/// fixed for one job (such as the REST request being served).
final class GlideHostCalls: ScriptHostCalls {
    private let data: any GlideDataSource
    private let includes: [String: ScriptIncludeEntry]
    private let modules: ScriptModules
    private let fixedAnswers: [String: Data]
    private let rules: BusinessRules
    private var resultSets: HeldResultSets

    /// A host whose query results may hold up to `resultBytes` bytes of row text at once.
    init(
        data: any GlideDataSource, includes: [ScriptIncludeEntry], modules: ScriptModules = ScriptModules(),
        rules: BusinessRules = BusinessRules(), fixedAnswers: [String: Data], resultBytes: Int
    ) {
        self.data = data
        self.rules = rules
        self.modules = modules
        self.includes = Dictionary(includes.map { ($0.apiName, $0) }, uniquingKeysWith: { first, _ in first })
        self.fixedAnswers = fixedAnswers
        self.resultSets = HeldResultSets(byteLimit: resultBytes)
    }

    func call(_ operation: String, arguments: Data) throws -> Data {
        if let fixed = fixedAnswers[operation] { return fixed }
        let args = JSONArguments(operation: operation, data: arguments)
        switch operation {
        case "query": return try query(args)
        case "column":
            return Data(RowsJSON.array(try resultSets.column(try args.string("field"), of: args.int("set"))))
        default: return Data(JSONWriter.compactBytes(try answer(operation, args)))
        }
    }

    /// Runs a GlideRecord query. One row or none comes back inline; more stay here as a result set whose columns the
    /// heap asks for as the script reads them.
    private func query(_ args: JSONArguments) throws -> Data {
        if args.object["release"] != nil, args.int("release") >= 0 { resultSets.release(args.int("release")) }
        let limit = args.int("limit")
        let table = try args.string("table")
        let rows = try data.queryRows(
            table: table, encodedQuery: try args.string("query"), limit: limit > 0 ? limit : nil,
            secure: args.bool("secure"))
        guard rows.count > 1 else { return Data(RowsJSON.object(key: "rows", rows: rows.map(\.values))) }
        let id = try resultSets.hold(rows, table: table)
        return Data(#"{"set":\#(id),"count":\#(rows.count)}"#.utf8)
    }

    /// The module a `require()` names, with its body ready to run; its path and scope key it in the heap's cache.
    private func module(_ args: JSONArguments) throws -> JSONValue {
        let (specifier, scope, importer) = (
            try args.string("specifier"), try args.string("scope"), try args.string("importer")
        )
        let module: ScriptModule
        do throws(ModuleResolutionError) {
            module = try modules.resolve(specifier, scope: scope, from: importer)
        } catch {
            throw GlideCallError(error.description)
        }
        switch module.source {
        case .success(let source):
            return [
                "path": .string(module.path), "scope": .string(module.scope), "fileName": .string(module.fileName),
                "body": .string(source.body),
            ]
        case .failure(let problem):
            throw GlideCallError("\(module.fileName) cannot be loaded, \(problem)")
        }
    }

    private func answer(_ operation: String, _ args: JSONArguments) throws -> JSONValue {
        switch operation {
        case "module":
            return try module(args)
        case "table":
            return data.table(try args.string("table")).map(Self.tableObject) ?? .null
        case "rules":
            return try rulesObject(args)
        case "ruleMatches":
            let previous = args.object["previous"]?.objectValue == nil ? nil : args.values("previous")
            return .bool(
                data.matches(
                    table: try args.string("table"), encodedQuery: try args.string("query"),
                    values: args.values("values"), previous: previous))
        case "insert":
            let record = try data.insert(
                table: try args.string("table"), values: args.values("values"), secure: args.bool("secure"))
            return ["record": record.map(JSONValue.strings) ?? .null]
        case "update":
            let record = try data.update(
                table: try args.string("table"), sysID: try args.string("sys_id"), values: args.values("values"),
                secure: args.bool("secure"))
            return ["record": record.map(JSONValue.strings) ?? .null]
        case "delete":
            let deleted = try data.delete(
                table: try args.string("table"), sysID: try args.string("sys_id"), secure: args.bool("secure"))
            return ["deleted": .bool(deleted)]
        case "aggregate":
            return .array(
                try data.aggregate(try GlideAggregateArguments.request(args)).map { row in
                    ["values": .strings(row.values), "aggregates": .strings(row.aggregates)]
                })
        case "attachment.write":
            let content: Data
            if let base64 = args.optionalString("base64") {
                guard let decoded = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) else {
                    throw GlideCallError("GlideSysAttachment.writeBase64: the content is not base64")
                }
                content = decoded
            } else {
                content = Data((args.optionalString("text") ?? "").utf8)
            }
            let id = try data.writeAttachment(
                table: try args.string("table"), sysID: try args.string("sys_id"),
                fileName: try args.string("file_name"), contentType: args.optionalString("content_type") ?? "",
                content: content)
            return id.map(JSONValue.string) ?? .null
        case "attachment.read":
            guard let content = try data.attachmentContent(sysID: try args.string("sys_id")) else { return .null }
            return .string(
                args.bool("base64") ? content.base64EncodedString() : String(decoding: content, as: UTF8.self))
        case "attachment.delete":
            return .bool(try data.deleteAttachment(sysID: try args.string("sys_id")))
        case "display":
            return .string(
                data.displayValue(
                    table: try args.string("table"), field: try args.string("field"),
                    value: try args.string("value")))
        case "can":
            guard let access = GlideAccess(rawValue: try args.string("operation")) else {
                throw GlideCallError("can: unknown operation")
            }
            return .bool(data.can(access, table: try args.string("table")))
        case "user":
            return Self.userObject(data.user)
        case "property":
            return data.property(try args.string("name")).map(JSONValue.string) ?? .null
        case "log":
            let level = GlideLogLevel(rawValue: args.optionalString("level") ?? "info") ?? .info
            data.log(level, args.optionalString("message") ?? "", source: args.optionalString("source") ?? "script")
            return .null
        case "date":
            return .string(try date(args))
        case "guid":
            return .string(data.newSysID())
        case "includes":
            return .array(
                includes.values.sorted { $0.apiName < $1.apiName }.map {
                    ["apiName": .string($0.apiName), "name": .string($0.name), "scope": .string($0.scope)]
                })
        case "include":
            let apiName = try args.string("apiName")
            guard let include = includes[apiName] else {
                throw GlideCallError("No script include called \(apiName) is installed")
            }
            return .string(include.script)
        default:
            throw GlideCallError("Unknown host call \(operation)")
        }
    }

    /// The business rules that run on an operation on a table, in order, as the prelude runs them.
    private func rulesObject(_ args: JSONArguments) throws -> JSONValue {
        let table = try args.string("table")
        guard !rules.isEmpty, let operation = BusinessRule.Operation(rawValue: try args.string("operation")) else {
            return .array([])
        }
        let lineage = data.table(table)?.lineage ?? [table]
        return .array(
            rules.matching(lineage: lineage, operation: operation).filter { $0.when != .display }.map { rule in
                [
                    "name": .string(rule.name), "fileName": .string(rule.fileName), "when": .string(rule.when.rawValue),
                    "scope": .string(rule.scope), "filter": .string(rule.filterCondition),
                    "condition": .string(rule.condition), "script": .string(rule.script),
                    "template": .string(rule.template), "message": .string(rule.message),
                    "abort": .bool(rule.abortsAction),
                ]
            })
    }

    private func date(_ args: JSONArguments) throws -> String {
        let name = try args.string("macro")
        let now = data.now
        if name == "gs.nowDateTime" { return now.description }
        let arguments: [ScriptMacro.Argument] = name.hasSuffix("Today") ? [] : [.integer(args.int("count"))]
        let context = QueryContext(now: { now })
        guard let moment = ScriptMacro(name, arguments).resolvedTimestamp(in: context) else {
            throw GlideCallError("\(name) is not a date function this instance knows")
        }
        return moment.description
    }

    private static func tableObject(_ table: GlideTableInfo) -> JSONValue {
        let fields = table.fields.sorted { $0.key < $1.key }.map { name, field -> (String, JSONValue) in
            var members: [(String, JSONValue)] = [
                ("label", .string(field.label)), ("needsLookup", .bool(field.needsLookup)),
            ]
            if let reference = field.reference { members.append(("reference", .string(reference))) }
            return (name, .object(members))
        }
        return [
            "name": .string(table.name), "label": .string(table.label), "displayField": .string(table.displayField),
            "fields": .object(fields),
        ]
    }

    private static func userObject(_ user: GlideUserInfo) -> JSONValue {
        [
            "sys_id": .string(user.sysID), "user_name": .string(user.userName), "name": .string(user.name),
            "first_name": .string(user.firstName), "last_name": .string(user.lastName), "email": .string(user.email),
            "roles": .array(user.roles.map(JSONValue.string)),
        ]
    }
}
