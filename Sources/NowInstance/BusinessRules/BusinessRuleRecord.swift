import GlideScript
import UpdateSetKit

extension BusinessRule {
    /// The rule a `sys_script` record defines, or nil when it is inactive, names no table or runs at no time the
    /// platform knows. `scopeNames` maps applications' sys_ids to their scope names; `modes` decides its
    /// JavaScript mode.
    init?(record: UpdateRecord, scopeNames: [String: String], modes: ScriptModeRules) {
        guard record.table == "sys_script", record.flag("active", default: true),
            let table = record["collection"].flatMap({ $0.isEmpty ? nil : $0 }),
            let when = When(field: record["when"] ?? "before")
        else { return nil }
        let operations = Set(
            Operation.allCases.filter { record.flag("action_\($0.rawValue)") })
        let scope = record.applicationScope(scopeNames: scopeNames)
        self.init(
            sysID: record.sysID,
            name: record.shownValue(of: "name").isEmpty ? record.sysID : record.shownValue(of: "name"),
            table: table, when: when, order: Int(record["order"] ?? "") ?? 100, operations: operations,
            filterCondition: record["filter_condition"] ?? "", condition: record["condition"] ?? "",
            script: record["script"] ?? "", template: record["template"] ?? "",
            abortsAction: record.flag("abort_action"),
            message: record.flag("add_message") ? record["message"] ?? "" : "", scope: scope,
            mode: modes.mode(of: record, scope: scope))
    }
}
