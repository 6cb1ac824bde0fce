import Foundation
import JSONText

/// Runs a transform map over one staging row on the JavaScript engine, as the platform does: field maps (with their
/// source scripts), coalescing, the map's script with `source`, `target`, `map`, `log`, `action` and `ignore`, then
/// the insert or update.
public enum TransformRunner {
    /// The outcome for `job`; a script that throws or runs past its limits makes the row an `error` with the reason.
    /// The target table's business rules in `rules` run around its writes, with `includes` and `modules` to load.
    public static func run(
        _ job: TransformJob, data: any GlideDataSource, rules: BusinessRules = BusinessRules(),
        includes: [ScriptIncludeEntry] = [], modules: ScriptModules = ScriptModules(),
        limits: ScriptLimits = ScriptLimits()
    ) -> TransformOutcome {
        let fileName = "sys_transform_map \(job.mapName)"
        let entries: [JSONValue] = job.fieldMaps.map { entry in
            [
                "source_field": .string(entry.sourceField), "target_field": .string(entry.targetField),
                "coalesce": .bool(entry.coalesce), "use_source_script": .bool(entry.useSourceScript),
                "source_script": .string(entry.sourceScript),
            ]
        }
        let description: JSONValue = [
            "fileName": .string(fileName), "stagingTable": .string(job.stagingTable), "rowID": .string(job.rowID),
            "map": [
                "name": .string(job.mapName), "sys_id": .string(job.mapSysID),
                "target_table": .string(job.targetTable), "script": .string(job.script),
                "run_script": .bool(job.runScript), "copy_empty_fields": .bool(job.copyEmptyFields),
            ],
            "entries": .array(entries),
        ]
        do {
            let fixed = ["operation": Data(JSONWriter.compactBytes(description))]
            let heap = try GlidePrelude.heap(
                data: data, includes: includes, modules: modules, rules: rules, fixedAnswers: fixed, limits: limits)
            let text = try heap.evaluate("__nt_runTransform()", fileName: fileName)
            let object = (try? JSONParser.parse(text)) ?? .null
            func string(_ key: String) -> String { object[key]?.stringValue ?? "" }
            return TransformOutcome(
                status: string("status").isEmpty ? "error" : string("status"), sysID: string("sys_id"),
                displayName: string("display_name"), displayValue: string("display_value"),
                errorMessage: string("error_message"), statusMessage: string("status_message"))
        } catch {
            return TransformOutcome(status: "error", errorMessage: "\(fileName): \(error)")
        }
    }
}
