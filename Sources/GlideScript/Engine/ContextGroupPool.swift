import CJavaScriptCore
import Foundation

/// JavaScriptCore virtual machines kept for reuse. A context group is a whole VM (its heap, its compiled-code
/// cache, its watchdog), and making one costs far more than a context inside it; a heap takes an idle group, makes
/// its own global context in it, and hands the group back when it is done. A group keeps the code it compiled, so
/// the prelude every heap loads is parsed once per group instead of once per heap.
///
/// Contexts in one group share nothing a script can reach: each has its own global object. A group whose script was
/// stopped by a limit is never reused.
final class ContextGroupPool: @unchecked Sendable {
    /// The pool every heap of the process draws from.
    static let shared = ContextGroupPool(keeping: 16)

    private let lock = NSLock()
    private var idle: [JSContextGroupRef] = []
    private let keeping: Int

    private init(keeping: Int) {
        EngineOptions.applied
        self.keeping = keeping
    }

    /// An idle group, or a new one; nil when the engine cannot make one.
    func take() -> JSContextGroupRef? {
        lock.lock()
        let reused = idle.popLast()
        lock.unlock()
        return reused ?? JSContextGroupCreate()
    }

    /// Takes `group` back for reuse, or releases it when enough are idle already.
    func give(_ group: JSContextGroupRef) {
        JSContextGroupClearExecutionTimeLimit(group)
        lock.lock()
        let kept = idle.count < keeping
        if kept { idle.append(group) }
        lock.unlock()
        if !kept { JSContextGroupRelease(group) }
    }
}
