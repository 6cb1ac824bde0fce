import Synchronization

/// What a piece of code wrote to standard output and standard error, kept instead of written: a test runs a command
/// inside ``StandardStream/capturing(_:)`` and asserts on what it printed, and the test run's own output stays the
/// test results.
public final class CapturedStreams: Sendable {
    private let texts = Mutex<(output: String, error: String)>(("", ""))

    /// Everything written to standard output, in order.
    public var output: String { texts.withLock { $0.output } }
    /// Everything written to standard error, in order.
    public var error: String { texts.withLock { $0.error } }

    public init() {}

    func append(_ text: String, to stream: StandardStream) {
        texts.withLock { texts in
            switch stream {
            case .output: texts.output += text
            case .error: texts.error += text
            }
        }
    }
}

extension StandardStream {
    /// Where the writes of the current task and its child tasks go instead of the process's streams, while set.
    @TaskLocal public static var capture: CapturedStreams?

    /// Runs `body` with what it writes to either stream kept, and returns its result with what it wrote. Code on
    /// threads of its own (a server's event loops) still writes to the process's streams.
    public static func capturing<Result>(_ body: () throws -> Result) rethrows -> (Result, CapturedStreams) {
        let streams = CapturedStreams()
        let result = try $capture.withValue(streams) { try body() }
        return (result, streams)
    }

    /// ``capturing(_:)`` for asynchronous work.
    public static func capturing<Result>(_ body: () async throws -> Result) async rethrows -> (
        Result, CapturedStreams
    ) {
        let streams = CapturedStreams()
        let result = try await $capture.withValue(streams) { try await body() }
        return (result, streams)
    }
}
