/// The JavaScript every heap loads before a script runs: the Glide server API over the host calls.
enum GlidePrelude {
    static let fileName = "nowtape:glide-prelude"
    static let source = [
        GuardedDateSource.text, GlideSystemSource.text, GlideRecordSource.text, ScriptedRESTSource.text,
        PushScriptSource.text,
    ].joined(separator: "\n")
}
