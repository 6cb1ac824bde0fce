import Foundation

/// Runs a transform map over one staging row on the JavaScript engine, as the platform does: field maps (with their
/// source scripts), coalescing, the map's script with `source`, `target`, `map`, `log`, `action` and `ignore`, then
/// the insert or update.
public enum TransformRunner {
    /// The outcome for `job`; a script that throws or runs past its limits makes the row an `error` with the reason.
    public static func run(_ job: TransformJob, data: any GlideDataSource, limits: ScriptLimits = ScriptLimits())
        -> TransformOutcome
    {
        let fileName = "sys_transform_map \(job.mapName)"
        let description: [String: Any] = [
            "fileName": fileName, "stagingTable": job.stagingTable, "rowID": job.rowID,
            "map": [
                "name": job.mapName, "sys_id": job.mapSysID, "target_table": job.targetTable, "script": job.script,
                "run_script": job.runScript, "copy_empty_fields": job.copyEmptyFields,
            ],
            "entries": job.fieldMaps.map { entry -> [String: Any] in
                [
                    "source_field": entry.sourceField, "target_field": entry.targetField, "coalesce": entry.coalesce,
                    "use_source_script": entry.useSourceScript, "source_script": entry.sourceScript,
                ]
            },
        ]
        do {
            let fixed = ["operation": try JSONAnswer.encode(description)]
            let heap = try GlidePrelude.heap(data: data, includes: [], fixedAnswers: fixed, limits: limits)
            let text = try heap.evaluate("__nt_runTransform()", fileName: fileName)
            let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
            func string(_ key: String) -> String { (object[key] as? String) ?? "" }
            return TransformOutcome(
                status: string("status").isEmpty ? "error" : string("status"), sysID: string("sys_id"),
                displayName: string("display_name"), displayValue: string("display_value"),
                errorMessage: string("error_message"), statusMessage: string("status_message"))
        } catch let failure as ScriptFailure {
            return TransformOutcome(status: "error", errorMessage: "\(fileName): \(failure)")
        } catch {
            return TransformOutcome(status: "error", errorMessage: "\(fileName): \(error)")
        }
    }
}
