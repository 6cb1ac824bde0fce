import GlideScript

/// The rule that holds each script to its JavaScript mode on the checked release: a feature the platform's
/// feature table marks Disallowed, or one an ES5-mode script cannot parse, is an error; one it marks Not Supported
/// in ES12 mode is a warning.
///
/// A script's mode can be set by records anywhere in the set (its application's `sys_app`, its own
/// `sys_es_latest_script`), so the rule keeps only the features each script uses, never the script, and decides at
/// the end.
struct ScriptFeatureRules {
    private struct Pending {
        let ref: RecordRef
        let kind: String
        let record: UpdateRecord
        let scope: String
        let uses: [ScriptFeatureUse]
    }

    private var modes = ScriptModeRules()
    private var defaultScope = ""
    private var pending: [Pending] = []

    /// The application scope of the set, from its header.
    mutating func setScope(_ scope: String) {
        if defaultScope.isEmpty { defaultScope = scope }
    }

    /// Takes in a record that sets a mode; returns whether it was one.
    mutating func noteMode(_ record: UpdateRecord) -> Bool {
        modes.note(record)
    }

    /// Notes the features a script uses, for the check at the end.
    mutating func note(_ uses: [ScriptFeatureUse], kind: String, ref: RecordRef, record: UpdateRecord) {
        guard !uses.isEmpty else { return }
        var fields = [UpdateField(name: "sys_id", value: record.sysID)]
        if let scope = record["sys_scope"] { fields.append(UpdateField(name: "sys_scope", value: scope)) }
        let apiScope = record["api_name"].flatMap { name in
            name.contains(".") ? ScriptIncludeEntry.scope(ofAPIName: name) : nil
        }
        let scope = record.displayValue(of: "sys_scope") ?? apiScope ?? defaultScope
        pending.append(
            Pending(
                ref: ref, kind: kind, record: UpdateRecord(table: record.table, fields: fields),
                scope: scope.isEmpty ? "global" : scope, uses: uses))
    }

    /// The findings of every noted script on `release`.
    func findings(on release: PlatformRelease) -> [ScriptFinding] {
        pending.flatMap { script -> [ScriptFinding] in
            let policy = ScriptFeaturePolicy(mode: modes.mode(of: script.record, scope: script.scope), release: release)
            return policy.findings(of: script.uses).map { finding in
                let message = "the \(script.kind) runs in \(policy.mode): \(finding)"
                return (finding.isError ? .scriptFeatureRefused : .scriptFeatureNotValidated, script.ref, message)
            }
        }
    }
}
