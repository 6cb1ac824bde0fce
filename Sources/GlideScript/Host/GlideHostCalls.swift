import Foundation
import NowQuery

/// Serves the prelude's `__nt_host(op, args)` calls from a `GlideDataSource`, the script includes, and the answers
/// fixed for one job (such as the REST request being served).
final class GlideHostCalls: ScriptHostCalls {
    private let data: any GlideDataSource
    private let includes: [String: ScriptIncludeEntry]
    private let fixedAnswers: [String: Data]
    private var resultSets: HeldResultSets

    /// A host whose query results may hold up to `resultBytes` bytes of row text at once.
    init(
        data: any GlideDataSource, includes: [ScriptIncludeEntry], fixedAnswers: [String: Data], resultBytes: Int
    ) {
        self.data = data
        self.includes = Dictionary(includes.map { ($0.apiName, $0) }, uniquingKeysWith: { first, _ in first })
        self.fixedAnswers = fixedAnswers
        self.resultSets = HeldResultSets(byteLimit: resultBytes)
    }

    func call(_ operation: String, arguments: Data) throws -> Data {
        if let fixed = fixedAnswers[operation] { return fixed }
        let args = try JSONArguments(operation: operation, data: arguments)
        switch operation {
        case "query": return try query(args)
        case "column":
            return Data(RowsJSON.array(try resultSets.column(try args.string("field"), of: args.int("set"))))
        default: return try JSONAnswer.encode(answer(operation, args))
        }
    }

    /// Runs a GlideRecord query. One row or none comes back inline; more stay here as a result set whose columns the
    /// heap asks for as the script reads them.
    private func query(_ args: JSONArguments) throws -> Data {
        if args.object["release"] != nil, args.int("release") >= 0 { resultSets.release(args.int("release")) }
        let limit = args.int("limit")
        let table = try args.string("table")
        let rows = try data.query(
            table: table, encodedQuery: try args.string("query"), limit: limit > 0 ? limit : nil,
            secure: args.bool("secure"))
        guard rows.count > 1 else { return Data(RowsJSON.object(key: "rows", rows: rows)) }
        let id = try resultSets.hold(rows, table: table)
        return Data(#"{"set":\#(id),"count":\#(rows.count)}"#.utf8)
    }

    private func answer(_ operation: String, _ args: JSONArguments) throws -> Any {
        switch operation {
        case "table":
            return data.table(try args.string("table")).map(Self.tableObject) ?? NSNull()
        case "insert":
            let record = try data.insert(
                table: try args.string("table"), values: args.values("values"), secure: args.bool("secure"))
            return ["record": record.map { $0 as Any } ?? NSNull()]
        case "update":
            let record = try data.update(
                table: try args.string("table"), sysID: try args.string("sys_id"), values: args.values("values"),
                secure: args.bool("secure"))
            return ["record": record.map { $0 as Any } ?? NSNull()]
        case "delete":
            let deleted = try data.delete(
                table: try args.string("table"), sysID: try args.string("sys_id"), secure: args.bool("secure"))
            return ["deleted": deleted]
        case "aggregate":
            return try data.aggregate(try GlideAggregateArguments.request(args)).map { row -> [String: Any] in
                ["values": row.values, "aggregates": row.aggregates]
            }
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
            return id.map { $0 as Any } ?? NSNull()
        case "attachment.read":
            guard let content = try data.attachmentContent(sysID: try args.string("sys_id")) else { return NSNull() }
            return args.bool("base64")
                ? content.base64EncodedString() : String(decoding: content, as: UTF8.self)
        case "attachment.delete":
            return try data.deleteAttachment(sysID: try args.string("sys_id"))
        case "display":
            return data.displayValue(
                table: try args.string("table"), field: try args.string("field"), value: try args.string("value"))
        case "can":
            guard let access = GlideAccess(rawValue: try args.string("operation")) else {
                throw GlideCallError("can: unknown operation")
            }
            return data.can(access, table: try args.string("table"))
        case "user":
            return Self.userObject(data.user)
        case "property":
            return data.property(try args.string("name")) ?? NSNull()
        case "log":
            let level = GlideLogLevel(rawValue: args.optionalString("level") ?? "info") ?? .info
            data.log(level, args.optionalString("message") ?? "", source: args.optionalString("source") ?? "script")
            return NSNull()
        case "date":
            return try date(args)
        case "guid":
            return data.newSysID()
        case "includes":
            return includes.values.sorted { $0.apiName < $1.apiName }.map {
                ["apiName": $0.apiName, "name": $0.name, "scope": $0.scope]
            }
        case "include":
            let apiName = try args.string("apiName")
            guard let include = includes[apiName] else {
                throw GlideCallError("No script include called \(apiName) is installed")
            }
            return include.script
        default:
            throw GlideCallError("Unknown host call \(operation)")
        }
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

    private static func tableObject(_ table: GlideTableInfo) -> [String: Any] {
        [
            "name": table.name, "label": table.label, "displayField": table.displayField,
            "fields": table.fields.mapValues { field -> [String: Any] in
                var object: [String: Any] = ["label": field.label, "needsLookup": field.needsLookup]
                if let reference = field.reference { object["reference"] = reference }
                return object
            },
        ]
    }

    private static func userObject(_ user: GlideUserInfo) -> [String: Any] {
        [
            "sys_id": user.sysID, "user_name": user.userName, "name": user.name, "first_name": user.firstName,
            "last_name": user.lastName, "email": user.email, "roles": user.roles,
        ]
    }
}
