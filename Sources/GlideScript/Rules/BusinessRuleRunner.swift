import Foundation
import JSONText

/// A write made outside a script, such as a Table API request, to carry out with its table's business rules.
public struct RecordWriteJob: Sendable, Hashable {
    public var table: String
    public var operation: BusinessRule.Operation
    /// The record updated or deleted; empty for an insert.
    public var sysID: String
    /// The values written, as the client sent them (already turned from display values).
    public var values: [String: String]

    /// Creates a job; `operation` is insert, update or delete.
    public init(table: String, operation: BusinessRule.Operation, sysID: String = "", values: [String: String] = [:]) {
        self.table = table
        self.operation = operation
        self.sysID = sysID
        self.values = values
    }
}

/// What became of a write and its business rules.
public struct RecordWriteOutcome: Sendable, Hashable {
    /// The record written; empty when nothing was.
    public var sysID: String
    /// Whether a before rule aborted the write.
    public var aborted: Bool
    /// Whether the record updated or deleted was there.
    public var found: Bool
    /// The record's display value, for the error an aborted write answers with.
    public var displayValue: String
    /// The messages rules added with `gs.addErrorMessage`.
    public var errorMessages: [String]
}

/// Runs business rules for the writes and queries scripts do not make: the write itself goes through `GlideRecord`
/// in a heap, so the rules see the same `current` and `previous` they see when a script writes.
public enum BusinessRuleRunner {
    /// Carries out `job` on `data` with `rules` around it. Throws when the heap cannot run or a limit stopped it;
    /// a rule that throws is logged and the write goes on, as on the platform.
    public static func write(
        _ job: RecordWriteJob, rules: BusinessRules, data: any GlideDataSource, includes: [ScriptIncludeEntry],
        modules: ScriptModules = ScriptModules(), limits: ScriptLimits = ScriptLimits(),
        release: PlatformRelease = .newest
    ) throws -> RecordWriteOutcome {
        let description: JSONValue = [
            "table": .string(job.table), "operation": .string(job.operation.rawValue), "sys_id": .string(job.sysID),
            "values": .strings(job.values), "scope": .string(scope(of: job.table, rules: rules, data: data)),
        ]
        let text = try evaluate(
            "__nt_runRecordWrite()", description: description, rules: rules, data: data, includes: includes,
            modules: modules, limits: limits, release: release)
        let object = try JSONParser.parse(text)
        return RecordWriteOutcome(
            sysID: object["sys_id"]?.stringValue ?? "", aborted: object["aborted"] == .bool(true),
            found: object["found"] == .bool(true), displayValue: object["display"]?.stringValue ?? "",
            errorMessages: (object["errors"]?.arrayValue ?? []).compactMap(\.stringValue))
    }

    /// The encoded query that `table`'s before-query rules add for the user `data` serves; empty when they add
    /// nothing.
    public static func queryConditions(
        table: String, rules: BusinessRules, data: any GlideDataSource, includes: [ScriptIncludeEntry],
        modules: ScriptModules = ScriptModules(), limits: ScriptLimits = ScriptLimits(),
        release: PlatformRelease = .newest
    ) throws -> String {
        let description: JSONValue = [
            "table": .string(table), "scope": .string(scope(of: table, rules: rules, data: data)),
        ]
        return try evaluate(
            "__nt_runQueryRules()", description: description, rules: rules, data: data, includes: includes,
            modules: modules, limits: limits, release: release)
    }

    private static func evaluate(
        _ entry: String, description: JSONValue, rules: BusinessRules, data: any GlideDataSource,
        includes: [ScriptIncludeEntry], modules: ScriptModules, limits: ScriptLimits, release: PlatformRelease
    ) throws -> String {
        let fixed = ["operation": Data(JSONWriter.compactBytes(description))]
        let heap = try GlidePrelude.heap(
            data: data, includes: includes, modules: modules, rules: rules, fixedAnswers: fixed, limits: limits,
            release: release)
        return try heap.evaluate(entry, fileName: "sys_script")
    }

    /// The scope bare script include names resolve in: that of the first rule on the table's lineage.
    private static func scope(of table: String, rules: BusinessRules, data: any GlideDataSource) -> String {
        let lineage = data.table(table)?.lineage ?? [table]
        return BusinessRule.Operation.allCases.lazy.compactMap {
            rules.matching(lineage: lineage, operation: $0).first?.scope
        }.first ?? "global"
    }
}
