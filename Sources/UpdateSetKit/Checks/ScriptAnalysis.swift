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

    /// The analysis of `script`, run as `fileName`. Only a `syntax` given compiles it and scans it for the feature
    /// table's features; without one, only what it reads is worked out.
    init(of script: String, fileName: String, syntax: ScriptSyntax?) {
        self.script = script
        reads = ScriptScanner.reads(in: script)
        guard let syntax, !script.isEmpty else {
            compileError = nil
            features = []
            return
        }
        compileError = syntax.error(in: script, fileName: fileName)
        features = ScriptFeatureScanner.features(in: script)
    }

    /// The analysis of the script an update's record carries (an operation, a script include or a push action
    /// script), or nil for any other record. `syntax` compiles it.
    static func of(_ update: UpdateXML, syntax: ScriptSyntax) -> ScriptAnalysis? {
        guard update.action != .delete, let record = update.record, let script = TypedRecord(record).script else {
            return nil
        }
        return ScriptAnalysis(of: script, fileName: "\(record.table):\(record.label)", syntax: syntax)
    }
}
