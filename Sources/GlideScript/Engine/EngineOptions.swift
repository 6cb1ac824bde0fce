import Foundation

/// The process-wide JavaScriptCore options NowTape needs, set before the engine makes its first virtual machine.
/// The engine reads them from the environment once, when it starts; an option the environment sets already is left
/// as the user set it.
enum EngineOptions {
    /// Sets the options, once.
    static let applied: Void = {
        // A script is stopped at its limit by the engine's traps. By default the engine delivers a trap by sending a
        // signal to the script's thread from a thread of its own, and waits for that thread to answer; a thread that
        // is exiting never answers, and the whole process then hangs, spinning on the engine's allocator lock.
        // Polling traps are checked by the script's own code at loop edges and calls, and need no signal at all.
        setenv("JSC_usePollingTraps", "true", 0)
    }()
}
