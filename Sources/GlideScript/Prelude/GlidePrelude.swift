import Foundation

/// The JavaScript every heap loads before a script runs: the Glide server API over the host calls.
enum GlidePrelude {
    static let fileName = "nowtape:glide-prelude"
    static let source = [
        GuardedDateSource.text, GlideSystemSource.text, GlideRecordSource.text, GlideAggregateSource.text,
        GlideSysAttachmentSource.text, TransformScriptSource.text,
        ScriptedRESTSource.text,
        PushScriptSource.text,
    ].joined(separator: "\n")

    /// A fresh heap with the prelude loaded, whose host calls go to `data` and `includes`, plus `fixedAnswers` for
    /// the job (such as the REST request being served).
    static func heap(
        data: any GlideDataSource, includes: [ScriptIncludeEntry], fixedAnswers: [String: Data], limits: ScriptLimits
    ) throws(ScriptFailure) -> ScriptHeap {
        let host = GlideHostCalls(
            data: data, includes: includes, fixedAnswers: fixedAnswers, resultBytes: limits.memoryBytes)
        let heap = try ScriptHeap(limits: limits, host: host)
        try heap.evaluateCached(source, fileName: fileName)
        return heap
    }
}
