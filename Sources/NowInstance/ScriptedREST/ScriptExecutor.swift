import NIOPosix
import Synchronization

/// Runs scripted REST scripts on a thread pool of their own, at a lower priority, so scripts that loop until their
/// time limit never hold the threads the Table API and GraphQL read the store on, nor their CPU. Admission follows ``ScriptSemaphore``: a request
/// that finds every thread busy and the queue full is refused at once.
final class ScriptExecutor: Sendable {
    /// The request was refused because the pool and its queue are full.
    struct SaturatedError: Error {
        let semaphore: ScriptSemaphore
    }

    let semaphore: ScriptSemaphore
    private let pool: NIOThreadPool
    /// Scripts running or waiting.
    private let admitted = Mutex(0)

    init(semaphore: ScriptSemaphore) {
        self.semaphore = semaphore
        pool = NIOThreadPool(numberOfThreads: semaphore.concurrency)
        pool.start()
    }

    deinit {
        pool.shutdownGracefully { _ in }
    }

    /// Runs `work` on the scripts' pool, or throws ``SaturatedError`` when it cannot even wait for a thread.
    func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async throws -> T {
        let capacity = semaphore.concurrency + semaphore.queueDepth
        let entered = admitted.withLock { count -> Bool in
            guard count < capacity else { return false }
            count += 1
            return true
        }
        guard entered else { throw SaturatedError(semaphore: semaphore) }
        defer { admitted.withLock { $0 -= 1 } }
        return try await pool.runIfActive {
            ScriptThreadPriority.lowerCurrentThread()
            return work()
        }
    }
}
