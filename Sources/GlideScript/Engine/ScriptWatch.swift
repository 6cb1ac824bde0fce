import CJavaScriptCore
import Foundation

/// The limits of one evaluation, checked cooperatively: JavaScriptCore's execution time limit calls back into the
/// watch at the engine's own safe points every `slice` seconds, and the watch decides whether the script goes on.
/// No signal and no jump is involved; a stopped script unwinds with an exception no `catch` can hold.
///
/// Memory is measured from the heap's own figures. Reading them walks the heap, so the watch reads them no more
/// often than eight times what the last reading cost: a script with a large heap is checked less often, and the
/// checks never take more than about a ninth of its time. Only memory still reachable counts: a reading over the
/// limit collects the garbage first and reads again.
final class ScriptWatch {
    /// Why the watch stopped a script.
    enum Stop { case time, memory }

    /// How often the engine asks the watch while a script runs, in seconds. The engine measures a slice in wall time
    /// and interrupts the script from a thread of its own when it ends, so a slice much shorter than a request costs
    /// every request an interruption; a script past its limit still stops within one slice of its CPU time.
    static let slice = 0.05
    /// How often it asks while the jobs a script's promises queued run. The engine restarts its clock for each job,
    /// so only a job longer than this is asked about: a chain of shorter jobs that never ends (an `async` loop that
    /// awaits forever) is not stopped. A slice short enough to catch every job (a microsecond) makes the engine's
    /// signal thread interrupt each job, and under load that thread aborted the process.
    static let jobSlice = 0.001

    /// The slice the engine is asked with now.
    private(set) var currentSlice = ScriptWatch.slice

    private let timeout: Double
    private let memoryLimit: Int
    private var deadline = 0.0
    private var nextMemoryCheck = 0.0
    private var memoryCheckCost = 0.0
    private(set) var stop: Stop?

    init(limits: ScriptLimits) {
        timeout = Double(limits.timeoutMilliseconds) / 1000
        memoryLimit = limits.memoryBytes
    }

    /// Arms the watch on `group` for one evaluation starting now.
    func arm(_ group: JSContextGroupRef) {
        let now = Self.now()
        deadline = timeout > 0 ? now + timeout : .infinity
        nextMemoryCheck = now + Self.slice
        stop = nil
        currentSlice = Self.slice
        JSContextGroupSetExecutionTimeLimit(
            group, min(Self.slice, timeout > 0 ? timeout : Self.slice), scriptWatchCallback,
            Unmanaged.passUnretained(self).toOpaque())
    }

    /// Keeps the same deadline for the jobs the evaluation's promises queued, asked about every `jobSlice`.
    func armForJobs(_ group: JSContextGroupRef) {
        currentSlice = Self.jobSlice
        JSContextGroupSetExecutionTimeLimit(
            group, Self.jobSlice, scriptWatchCallback, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Whether the script running in `context` must stop now.
    fileprivate func shouldStop(_ context: JSContextRef) -> Bool {
        let now = Self.now()
        if now >= deadline {
            stop = .time
            return true
        }
        guard now >= nextMemoryCheck else { return false }
        // A heap whose live figure passes the limit, or whose capacity (garbage included) passes four times it, is
        // collected and measured again: a reused context group holds earlier requests' garbage in its capacity, and
        // collecting it on every check would cost more than the script.
        let figures = Self.figures(context)
        var used = figures.live
        if used > memoryLimit || figures.capacity > memoryLimit.multipliedReportingOverflow(by: 4).partialValue {
            JSSynchronousGarbageCollectForDebugging(context)
            used = Self.figures(context).live
        }
        let finished = Self.now()
        memoryCheckCost = finished - now
        nextMemoryCheck = finished + max(Self.slice, 8 * memoryCheckCost)
        if used > memoryLimit {
            stop = .memory
            return true
        }
        return false
    }

    /// The bytes the heap holds: its live size and the memory its strings and buffers hold outside it (`live`), and
    /// the room it has taken for objects, collected or not (`capacity`).
    static func figures(_ context: JSContextRef) -> (live: Int, capacity: Int) {
        guard let statistics = JSGetMemoryUsageStatistics(context) else { return (0, 0) }
        func figure(_ name: String) -> Double {
            guard let value = JSText.property(name, of: statistics, in: context) else { return 0 }
            let number = JSValueToNumber(context, value, nil)
            return number.isFinite ? number : 0
        }
        func bytes(_ value: Double) -> Int { value < Double(Int.max) ? Int(value) : Int.max }
        return (bytes(figure("heapSize") + figure("extraMemorySize")), bytes(figure("heapCapacity")))
    }

    /// The CPU time the calling thread has used. A script's time is its own thread's CPU time, as the engine's
    /// watchdog counts it: script threads run at the lowest priority, and a script that waits for a busy CPU has not
    /// run, so it is not stopped for the wait.
    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// The engine's callback: ends the script when the watch says so, and otherwise gives it another slice.
private func scriptWatchCallback(_ context: JSContextRef?, _ info: UnsafeMutableRawPointer?) -> Bool {
    guard let context, let info else { return true }
    let watch = Unmanaged<ScriptWatch>.fromOpaque(info).takeUnretainedValue()
    if watch.shouldStop(context) { return true }
    JSContextGroupSetExecutionTimeLimit(JSContextGetGroup(context), watch.currentSlice, scriptWatchCallback, info)
    return false
}
