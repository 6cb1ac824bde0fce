import PlatformLimits
import Synchronization

/// Runs each session's transactions as ``SessionSynchronization`` says: so many at once, the rest waiting in the
/// order they came, and any beyond the waiting line refused.
final class SessionGate: Sendable {
    /// What became of a request that asked to run.
    enum Admission: Sendable, Equatable {
        /// It may run; call ``leave(_:)`` when it ends.
        case admitted
        /// The line was full: the platform ignores it.
        case refused
        /// Its deadline passed, or it was cancelled, while it waited.
        case expired
    }

    let rules: SessionSynchronization

    private struct Waiter {
        let id: UInt64
        let continuation: CheckedContinuation<Admission, Never>
    }

    private struct Line {
        var running = 0
        var waiters: [Waiter] = []
    }

    private struct State {
        var nextID: UInt64 = 0
        var sessions: [String: Line] = [:]
    }

    private let state = Mutex(State())

    init(rules: SessionSynchronization) {
        self.rules = rules
    }

    /// Waits until `session` may run one more transaction, until `deadline` at the latest.
    func enter(_ session: String, deadline: ContinuousClock.Instant?) async -> Admission {
        let id = state.withLock { state -> UInt64 in
            state.nextID += 1
            return state.nextID
        }
        let timer = deadline.map { deadline in
            Task { [weak self] in
                try? await Task.sleep(until: deadline, clock: .continuous)
                guard !Task.isCancelled else { return }
                self?.withdraw(id, from: session)
            }
        }
        defer { timer?.cancel() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                state.withLock { state in
                    var line = state.sessions[session] ?? Line()
                    if line.running < rules.concurrentTransactions {
                        line.running += 1
                        continuation.resume(returning: .admitted)
                    } else if line.waiters.count >= rules.maximumWaiters {
                        continuation.resume(returning: .refused)
                    } else if Task.isCancelled || deadline.map({ $0 <= .now }) == true {
                        // Checked under the lock, so the cancellation handler or the timer finds this waiter
                        // whenever it comes later.
                        continuation.resume(returning: .expired)
                    } else {
                        line.waiters.append(Waiter(id: id, continuation: continuation))
                    }
                    state.sessions[session] = line
                }
            }
        } onCancel: {
            withdraw(id, from: session)
        }
    }

    /// Ends one of `session`'s transactions; the first waiter, if any, runs in its place.
    func leave(_ session: String) {
        state.withLock { state in
            guard var line = state.sessions[session] else { return }
            if line.waiters.isEmpty {
                line.running -= 1
            } else {
                line.waiters.removeFirst().continuation.resume(returning: .admitted)
            }
            state.sessions[session] = line.running == 0 && line.waiters.isEmpty ? nil : line
        }
    }

    /// How many of `session`'s requests run and wait now.
    func load(of session: String) -> (running: Int, waiting: Int) {
        state.withLock { state in
            let line = state.sessions[session]
            return (line?.running ?? 0, line?.waiters.count ?? 0)
        }
    }

    /// Takes a waiter out of line, expired; nothing when it already runs.
    private func withdraw(_ id: UInt64, from session: String) {
        state.withLock { state in
            guard var line = state.sessions[session],
                let index = line.waiters.firstIndex(where: { $0.id == id })
            else { return }
            line.waiters.remove(at: index).continuation.resume(returning: .expired)
            state.sessions[session] = line
        }
    }
}
