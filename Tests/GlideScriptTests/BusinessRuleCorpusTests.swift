import Foundation
import GlideScript
import Testing

/// Business rules are input too: an update set can carry any text as a rule's script or condition. Every corpus
/// script, run as a before rule and as a condition around an insert, ends with the write done or a limit's error
/// that says which; none crashes the process or outlives its limits.
@Suite("Business rules: the corpus of broken and hostile scripts, around a write")
struct BusinessRuleCorpusTests {
    static func rules(_ body: String) -> BusinessRules {
        BusinessRules([
            BusinessRule(
                sysID: "r1", name: "Hostile script", table: "task", when: .before, operations: [.insert],
                script: "(function executeRule(current, previous) {\n\(body)\n})(current, previous);"),
            BusinessRule(
                sysID: "r2", name: "Hostile condition", table: "task", when: .after, operations: [.insert],
                condition: "(function () {\n\(body)\n})()", script: "current.setValue('state', '2');"),
        ])
    }

    @Test("every corpus script as a rule lets the insert finish, or stops at a limit that it names")
    func corpus() {
        for (name, body) in ScriptCorpusTests.corpus {
            let job = RecordWriteJob(table: "task", operation: .insert, values: ["short_description": name])
            do {
                let outcome = try BusinessRuleRunner.write(
                    job, rules: Self.rules(body), data: MemoryDataSource(), includes: [],
                    limits: ScriptCorpusTests.quickLimits)
                #expect(outcome.aborted || !outcome.sysID.isEmpty, "\(name): the insert neither ran nor aborted")
            } catch let error as ScriptError {
                // A rule that throws is logged and the write goes on. Only a limit, or a rule that breaks the heap
                // the write runs in (Object.prototype.toJSON replaced), stops the write, and the error says which.
                let limits = ScriptCorpusTests.quickLimits
                let limit = [
                    ScriptError.timedOut(milliseconds: limits.timeoutMilliseconds),
                    .outOfMemory(bytes: limits.memoryBytes),
                ].contains(error)
                #expect(limit || "\(error)".contains("sys_script:Hostile"), "\(name): \(error)")
            } catch {
                Issue.record("\(name): \(error)")
            }
        }
    }
}
