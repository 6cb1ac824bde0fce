import Dispatch
import Foundation
import StandardStreams
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Stopping on SIGINT or SIGTERM: the first signal starts a graceful stop, which may take up to a deadline to drain
/// the requests in flight; a second signal exits at once.
///
/// The handlers are installed when this is created, before the server starts, and they replace whatever the
/// process inherited, so a server started in the background by a shell (which ignores SIGINT for it) still stops.
final class Termination: Sendable {
    private struct Sources: @unchecked Sendable {
        var list: [any DispatchSourceSignal]
    }

    private let sources = Mutex(Sources(list: []))
    private let received = Atomic<Int>(0)
    private let signals: AsyncStream<Int32>
    private let continuation: AsyncStream<Int32>.Continuation
    /// What a forced exit says is kept, such as where the journal is.
    private let forcedExitNote: String

    /// Starts listening for SIGINT and SIGTERM. `forcedExitNote` is printed if a second signal forces the exit.
    init(forcedExitNote: String = "") {
        (signals, continuation) = AsyncStream<Int32>.makeStream()
        self.forcedExitNote = forcedExitNote
        var list: [any DispatchSourceSignal] = []
        for signalNumber in [SIGINT, SIGTERM] {
            // Delivered through the dispatch source only; the default action would end the process at once.
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [weak self] in self?.receive(signalNumber) }
            source.resume()
            list.append(source)
        }
        sources.withLock { $0.list = list }
    }

    deinit {
        sources.withLock { $0.list.forEach { $0.cancel() } }
    }

    private func receive(_ signalNumber: Int32) {
        let count = received.add(1, ordering: .sequentiallyConsistent).newValue
        if count == 1 {
            continuation.yield(signalNumber)
            return
        }
        StandardStream.error.writeLine(
            "Second signal: exiting now." + (forcedExitNote.isEmpty ? "" : " " + forcedExitNote))
        exit(128 + signalNumber)
    }

    private let watched = Mutex<Result<Void, any Error>?>(nil)

    /// Ends ``wait()`` when `task` ends by itself, as a server does when it cannot bind; its result is then
    /// ``watchedResult``.
    func watch(_ task: Task<Void, any Error>) {
        Task {
            let result = await task.result
            watched.withLock { $0 = result }
            continuation.yield(0)
        }
    }

    /// How the watched task ended, or nil while it runs or when none is watched.
    var watchedResult: Result<Void, any Error>? { watched.withLock { $0 } }

    /// Returns when the first SIGINT or SIGTERM arrives, or ``release()`` is called.
    func wait() async {
        _ = await signals.first { _ in true }
    }

    /// Runs `stop`, giving it at most `deadline` to finish the requests in flight. Returns false when the deadline
    /// passed first; the caller then carries on without waiting, and the connections still open close at exit.
    func drain(within deadline: Duration, _ stop: @escaping @Sendable () async -> Void) async -> Bool {
        // Not a task group: a group waits for every child, and a stop stuck on a half-sent request never returns.
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let outcome = FirstOutcome(continuation)
            Task {
                await stop()
                outcome.resume(true)
            }
            Task {
                try? await Task.sleep(for: deadline)
                outcome.resume(false)
            }
        }
    }
}

/// Resumes a continuation with the first of several outcomes, and ignores the rest.
private final class FirstOutcome: Sendable {
    private let waiting: Mutex<CheckedContinuation<Bool, Never>?>

    init(_ continuation: CheckedContinuation<Bool, Never>) {
        waiting = Mutex(continuation)
    }

    func resume(_ value: Bool) {
        waiting.withLock { continuation in
            continuation?.resume(returning: value)
            continuation = nil
        }
    }
}

/// Writes a line to standard output at once, even when piped.
func printNow(_ message: String) {
    StandardStream.output.writeLine(message)
}
