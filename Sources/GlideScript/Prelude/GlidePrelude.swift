import Foundation

/// The JavaScript every heap loads before a script runs: the Glide server API over the host calls.
enum GlidePrelude {
    static let fileName = "nowtape:glide-prelude"
    static let source = [
        GlideSystemSource.text, GlideRecordSource.text, GlideAggregateSource.text,
        GlideSysAttachmentSource.text, TransformScriptSource.text,
        ScriptedRESTSource.text, ModuleLoaderSource.text, BusinessRuleSource.text,
        PushScriptSource.text, PreludeStateSource.text,
    ].joined(separator: "\n")
    static let prelude = ScriptPrelude(source: source, fileName: fileName)

    /// A heap with the prelude loaded (in a warm context when one is idle), whose host calls go to `data`, `includes`,
    /// `modules` and `rules`, plus `fixedAnswers` for
    /// the job (such as the REST request being served). Each include runs under its own mode on `release`, and the
    /// job's scripts under `policies`.
    static func heap(
        data: any GlideDataSource, includes: [ScriptIncludeEntry], modules: ScriptModules = ScriptModules(),
        rules: BusinessRules = BusinessRules(), fixedAnswers: [String: Data], limits: ScriptLimits,
        release: PlatformRelease = .newest, policies: [String: ScriptFeaturePolicy] = [:]
    ) throws(ScriptError) -> ScriptHeap {
        let host = GlideHostCalls(
            data: data, includes: includes, modules: modules, rules: rules, fixedAnswers: fixedAnswers,
            resultBytes: limits.memoryBytes)
        let heap = try ScriptHeap(limits: limits, host: host, prelude: prelude)
        var all = policies
        for include in includes where all[include.fileName] == nil {
            all[include.fileName] = ScriptFeaturePolicy(mode: include.mode, release: release)
        }
        for rule in rules.all where all[rule.fileName] == nil {
            all[rule.fileName] = ScriptFeaturePolicy(mode: rule.mode, release: release)
        }
        heap.policies = all
        heap.defaultPolicy = ScriptFeaturePolicy(mode: .es12, release: release)
        return heap
    }
}
