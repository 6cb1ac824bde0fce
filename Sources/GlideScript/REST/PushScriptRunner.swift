import Foundation

/// Runs a push message content's `buildJSON(current, message, attributes)` script against a record of its table.
public enum PushScriptRunner {
    /// The JSON the script returns for the first record of `table` (a new, empty one when the table has none).
    public static func buildJSON(
        _ source: String, fileName: String, table: String, message: String = "Sample notification message",
        data: any GlideDataSource, limits: ScriptLimits = ScriptLimits()
    ) throws(ScriptFailure) -> String {
        let job: [String: Any] = ["source": source, "fileName": fileName, "table": table, "message": message]
        let fixed: [String: Data]
        do {
            fixed = ["operation": try JSONAnswer.encode(job)]
        } catch {
            throw .thrown("The script could not be prepared: \(error)")
        }
        let heap = try GlidePrelude.heap(data: data, includes: [], fixedAnswers: fixed, limits: limits)
        return try heap.evaluate("__nt_runBuildJSON()", fileName: fileName)
    }
}
