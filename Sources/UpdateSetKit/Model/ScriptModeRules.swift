import GlideScript

/// Decides each script's JavaScript mode as the platform does, from the records that set it:
/// - an application's `sys_app` record, whose `js_level` is `es_latest` (ES12), `helsinki_es5` (ES5 Standards) or
///   `traditional` (Compatibility);
/// - a script's own `sys_es_latest_script` record (`table`, `id`, `use_es_latest`), which overrides its
///   application's mode;
/// - else the platform's defaults: ES12 for scoped applications, ES5 Standards for global ones.
public struct ScriptModeRules: Sendable, Hashable {
    /// Applications' modes by their sys_id and by their scope name.
    private var applications: [String: ScriptMode] = [:]
    /// Scripts' own switches, by `table:sys_id`.
    private var overrides: [String: Bool] = [:]

    /// Rules with no records: every script gets its scope's default.
    public init() {}

    /// Takes in `record` if it sets a mode; returns whether it did.
    @discardableResult
    public mutating func note(_ record: UpdateRecord) -> Bool {
        switch record.table {
        case "sys_app", "sys_store_app":
            guard let mode = record["js_level"].flatMap(ScriptMode.init(jsLevel:)) else { return false }
            if !record.sysID.isEmpty { applications[record.sysID] = mode }
            if let scope = record["scope"], !scope.isEmpty { applications[scope] = mode }
            return true
        case "sys_es_latest_script":
            guard let table = record["table"], let id = record["id"], !table.isEmpty, !id.isEmpty else { return false }
            overrides["\(table):\(id)"] = record.flag("use_es_latest", default: true)
            return true
        default:
            return false
        }
    }

    /// The mode of the script in `record`, whose application scope is `scope` (a name such as `x_acme_app`, or
    /// `global`).
    public func mode(of record: UpdateRecord, scope: String) -> ScriptMode {
        if let own = overrides["\(record.table):\(record.sysID)"], own { return .es12 }
        let application = record["sys_scope"].flatMap { applications[$0] } ?? applications[scope]
        if let application { return application }
        return ScriptMode.applicationDefault(scope: scope)
    }
}
