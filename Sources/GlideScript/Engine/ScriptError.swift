/// Why a script did not finish. A struct over a private code, so that new reasons can come without breaking code
/// that catches it.
public struct ScriptError: Error, Sendable, Hashable, CustomStringConvertible {
    private enum Code: Sendable, Hashable {
        case thrown(String)
        case timedOut(milliseconds: UInt32)
        case outOfMemory(bytes: Int)
        case engineUnavailable
    }

    private let code: Code
    private init(_ code: Code) { self.code = code }

    /// The script threw, or did not compile; the text names the error and, when known, the script and line.
    public static func thrown(_ text: String) -> Self { Self(.thrown(text)) }
    /// The script ran past its time limit and was stopped.
    public static func timedOut(milliseconds: UInt32) -> Self { Self(.timedOut(milliseconds: milliseconds)) }
    /// The script's heap reached its memory limit and was discarded.
    public static func outOfMemory(bytes: Int) -> Self { Self(.outOfMemory(bytes: bytes)) }
    /// The engine could not create a heap, or the heap was discarded by an earlier limit.
    public static let engineUnavailable = Self(.engineUnavailable)

    /// Whether the script itself threw or did not compile, as opposed to being stopped by a limit or finding no
    /// engine: its heap is still usable.
    public var isThrown: Bool {
        if case .thrown = code { return true }
        return false
    }

    public var description: String {
        switch code {
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

/// The name `ScriptError` had before every error type took the `Error` suffix.
@available(*, deprecated, renamed: "ScriptError")
public typealias ScriptFailure = ScriptError
