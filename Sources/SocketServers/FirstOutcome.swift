import Synchronization

/// Resumes a continuation with the first of several outcomes, and ignores the rest.
final class FirstOutcome<Value: Sendable>: Sendable {
    private let waiting: Mutex<CheckedContinuation<Value, Never>?>

    init(_ continuation: CheckedContinuation<Value, Never>) {
        waiting = Mutex(continuation)
    }

    func resume(_ value: Value) {
        waiting.withLock { continuation in
            continuation?.resume(returning: value)
            continuation = nil
        }
    }
}
