/// JavaScript a heap loads before any script runs, such as the Glide API. A context loads it once and then serves
/// heap after heap, warm: its functions stay compiled and optimised between requests.
///
/// A prelude that keeps per-heap state in globals defines `__nt_stateNames`, an array naming them, and
/// `__nt_reset()`, which sets them afresh; see `ContextBaseline`.
struct ScriptPrelude: Sendable {
    /// The prelude's source.
    let source: String
    /// The name its code reports in stacks.
    let fileName: String
    /// Which warm contexts can serve it: contexts are kept per key.
    let key: String

    init(source: String, fileName: String) {
        self.source = source
        self.fileName = fileName
        key = "\(fileName)#\(source.hashValue)"
    }
}
