import CJavaScriptCore
import Foundation

/// A global context with a prelude loaded and its baseline taken, ready to serve another heap.
final class WarmContext: @unchecked Sendable {
    let group: JSContextGroupRef
    let context: JSGlobalContextRef
    let natives: NativeFunctions

    init(group: JSContextGroupRef, context: JSGlobalContextRef, natives: NativeFunctions) {
        self.group = group
        self.context = context
        self.natives = natives
    }

    /// Releases the context and hands its group back to the group pool.
    func release() {
        natives.release(context)
        ContextGroupPool.shared.give(group)
    }
}

/// Warm contexts kept between heaps, by prelude. A context comes back only when `ContextBaseline` found it exactly
/// as the prelude left it; one that a script changed is released instead.
final class WarmContextPool: @unchecked Sendable {
    /// The pool every heap of the process draws from.
    static let shared = WarmContextPool(keeping: 16)

    private let lock = NSLock()
    private var idle: [String: [WarmContext]] = [:]
    private var count = 0
    private let keeping: Int

    private init(keeping: Int) { self.keeping = keeping }

    /// A warm context for `prelude`, or nil when none is idle.
    func take(for prelude: ScriptPrelude) -> WarmContext? {
        lock.withLock {
            guard let warm = idle[prelude.key]?.popLast() else { return nil }
            count -= 1
            return warm
        }
    }

    /// Keeps `warm` for the next heap that loads `prelude`, or releases it when enough are idle already.
    func give(_ warm: WarmContext, for prelude: ScriptPrelude) {
        JSContextGroupClearExecutionTimeLimit(warm.group)
        let kept = lock.withLock {
            guard count < keeping else { return false }
            idle[prelude.key, default: []].append(warm)
            count += 1
            return true
        }
        if !kept { warm.release() }
    }
}
