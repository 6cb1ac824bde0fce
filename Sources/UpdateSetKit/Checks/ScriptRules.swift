import Foundation
import GlideScript
import PushPayloads

/// What a script rule found: the rule, the record, and the message.
typealias ScriptFinding = (rule: CheckRule, ref: RecordRef, message: String)

/// The rules that run scripts on the JavaScript engine: every script must compile, and every push message
/// content's `buildJSON` must build a payload the mobile apps accept, whose buttons run action scripts that exist.
struct ScriptRules {
    /// Push action script sys_ids seen in the set.
    private(set) var actionScripts: Set<String> = []
    /// Buttons whose script is not (yet) known to be in the set: checked when the set has been read.
    private(set) var pendingButtons: [(ref: RecordRef, button: String, script: String)] = []
    /// One compiler, and so one heap, for every script of the set.
    /// What compiles the scripts of a set read without a parallel analysis.
    let syntax = ScriptSyntax()

    /// The finding for a compile error found already, if there was one.
    func compileFindings(_ error: String?, kind: String, ref: RecordRef) -> [ScriptFinding] {
        guard let error else { return [] }
        return [
            (.scriptSyntax, ref, "the \(kind) does not compile: \(error); fix the script before installing the set")
        ]
    }

    mutating func noteActionScript(_ sysID: String) {
        actionScripts.insert(sysID)
    }

    /// Runs the content's script against a sample record of its table and validates the payload.
    mutating func checkPushContent(_ content: PushMessageContent, ref: RecordRef, data: any GlideDataSource)
        -> [ScriptFinding]
    {
        guard !content.script.isEmpty else { return [] }
        let table = content.table.isEmpty ? "task" : content.table
        let json: String
        do {
            json = try PushScriptRunner.buildJSON(
                content.script, fileName: "sys_push_notif_msg_content:\(content.name)", table: table, data: data,
                limits: ScriptLimits(timeoutMilliseconds: 2_000, memoryBytes: 32 * 1024 * 1024))
        } catch {
            return [
                (
                    .pushScriptFailed, ref,
                    "buildJSON failed on a sample \(table) record: \(error); fix the script so it returns a payload"
                )
            ]
        }
        let payload: PushPayload
        do {
            payload = try PushPayload(json: Data(json.utf8))
        } catch {
            return [(.pushInvalidPayload, ref, "buildJSON returned \(json.prefix(80)): \(error)")]
        }
        for (button, script) in payload.scripts.sorted(by: { $0.key < $1.key }) where !script.isEmpty {
            pendingButtons.append((ref, button, script))
        }
        return PushPayloadValidator.validate(payload).filter { $0.severity != .note }.map { finding in
            (
                finding.severity == .error ? .pushInvalidPayload : .pushPayloadWarning, ref,
                "the payload built for a sample \(table) record: \(finding.message) [\(finding.code)]"
            )
        }
    }

    /// The buttons whose action script is neither in the set nor marked as existing on the instance.
    func finish(assumed: Set<String>) -> [ScriptFinding] {
        pendingButtons.filter { !actionScripts.contains($0.script) && !assumed.contains($0.script) }.map { pending in
            (
                .pushMissingActionScript, pending.ref,
                "the \(pending.button) button runs sys_push_notif_act_script \(pending.script), which is not in the "
                    + "set; add the action script, or mark it as external with --assume-on-instance \(pending.script)"
            )
        }
    }
}
