/// Why a script did not finish.
public enum ScriptFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The script threw, or did not compile; the text names the error and, when known, the script and line.
    case thrown(String)
    /// The script ran past its time limit and was stopped.
    case timedOut(milliseconds: UInt32)
    /// The script's heap reached its memory limit and was discarded.
    case outOfMemory(bytes: Int)
    /// The engine could not create a heap, or the heap was discarded by an earlier limit.
    case engineUnavailable

    public var description: String {
        switch self {
        case .thrown(let text):
            return text
        case .timedOut(let milliseconds):
            return "The script ran longer than its limit of \(milliseconds) ms and was stopped. Look for a loop that "
                + "never ends, or raise the limit with ScriptLimits.timeoutMilliseconds."
        case .outOfMemory(let bytes):
            return "The script used more than its limit of \(bytes / 1024 / 1024) MiB and was stopped. Look for data "
                + "that grows without bound, or raise the limit with ScriptLimits.memoryBytes."
        case .engineUnavailable:
            return "The script engine could not start a heap. Free some memory and try again."
        }
    }
}
