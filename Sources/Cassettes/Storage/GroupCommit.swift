import Dispatch
import Synchronization

/// Shares disk flushes between concurrent writers: each writer waits until a flush that started after its write
/// has finished, and one flush covers every write made before it began.
final class GroupCommit: Sendable {
    private struct State {
        var written = 0
        var durable = 0
        var flushing = false
        var waiting: [(sequence: Int, continuation: CheckedContinuation<Void, any Error>)] = []
    }

    private let state = Mutex(State())

    /// Counts a write and returns its sequence number. Call it while holding the lock that ordered the write.
    func written() -> Int {
        state.withLock { state in
            state.written += 1
            return state.written
        }
    }

    /// Returns once write `sequence` is flushed, running `flush` off the Swift concurrency threads when no flush
    /// covering it is already under way.
    func waitUntilDurable(_ sequence: Int, flush: @escaping @Sendable () throws -> Void) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let startFlush = state.withLock { state -> Bool in
                if state.durable >= sequence {
                    continuation.resume()
                    return false
                }
                state.waiting.append((sequence, continuation))
                guard !state.flushing else { return false }
                state.flushing = true
                return true
            }
            if startFlush { run(flush) }
        }
    }

    private func run(_ flush: @escaping @Sendable () throws -> Void) {
        DispatchQueue.global().async {
            let target = self.state.withLock { $0.written }
            let result = Result { try flush() }
            let (ready, again) = self.state.withLock { state -> ([CheckedContinuation<Void, any Error>], Bool) in
                if case .success = result { state.durable = max(state.durable, target) }
                let covered = state.waiting.filter { result.isFailure || $0.sequence <= target }
                state.waiting.removeAll { result.isFailure || $0.sequence <= target }
                state.flushing = !state.waiting.isEmpty
                return (covered.map(\.continuation), state.flushing)
            }
            for continuation in ready { continuation.resume(with: result) }
            if again { self.run(flush) }
        }
    }
}

extension Result {
    fileprivate var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }
}
