import GlideScript

/// What the checks learn from one script's text alone: whether it compiles, the features it uses and what it reads.
/// Working it out is most of a check's time, and needs nothing but the script, so it runs beside the reading.
struct ScriptAnalysis: Sendable {
    /// The script analysed; a check uses the analysis only for this very text.
    let script: String
    /// The compile error, if it does not compile.
    let compileError: String?
    /// The table features it uses.
    let features: [ScriptFeatureUse]
    /// The path parameters and scoped calls it reads.
    let reads: ScriptScanner.Reads

    /// The analysis of the script an update's record carries (an operation, a script include or a push action
    /// script), or nil for any other record. `syntax` compiles it.
    static func of(_ update: UpdateXML, syntax: ScriptSyntax) -> ScriptAnalysis? {
        guard update.action != .delete, let record = update.record else { return nil }
        let script: String
        switch TypedRecord(record) {
        case .operation(let operation): script = operation.script
        case .scriptInclude(let include): script = include.script
        case .pushActionScript(let action): script = action.script
        default: return nil
        }
        guard !script.isEmpty else {
            return ScriptAnalysis(
                script: script, compileError: nil, features: [], reads: ScriptScanner.reads(in: script))
        }
        return ScriptAnalysis(
            script: script,
            compileError: syntax.error(in: script, fileName: "\(record.table):\(record.label)"),
            features: ScriptFeatureScanner.features(in: script), reads: ScriptScanner.reads(in: script))
    }
}
