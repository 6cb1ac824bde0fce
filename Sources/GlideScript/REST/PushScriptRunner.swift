import Foundation
import JSONText

/// Runs a push message content's `buildJSON(current, message, attributes)` script against a record of its table.
public enum PushScriptRunner {
    /// The JSON the script returns for the first record of `table` (a new, empty one when the table has none).
    public static func buildJSON(
        _ source: String, fileName: String, table: String, message: String = "Sample notification message",
        data: any GlideDataSource, limits: ScriptLimits = ScriptLimits()
    ) throws(ScriptError) -> String {
        let job: JSONValue = [
            "source": .string(source), "fileName": .string(fileName), "table": .string(table),
            "message": .string(message),
        ]
        let fixed = ["operation": Data(JSONWriter.compactBytes(job))]
        let heap = try GlidePrelude.heap(data: data, includes: [], fixedAnswers: fixed, limits: limits)
        return try heap.evaluate("__nt_runBuildJSON()", fileName: fileName)
    }
}
