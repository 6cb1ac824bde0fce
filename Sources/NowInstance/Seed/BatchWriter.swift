import Dispatch
import Synchronization

/// Stores prepared batches of records one at a time on a thread of its own, so the caller can prepare the next
/// batch meanwhile. The first failure is thrown by the next ``write(_:)`` or by ``finish()``.
final class BatchWriter: Sendable {
    private let repository: RecordRepository
    private let queue = DispatchQueue(label: "nowtape.seed.writer")
    private let group = DispatchGroup()
    private let failure = Mutex<(any Error)?>(nil)

    init(repository: RecordRepository) {
        self.repository = repository
    }

    /// Waits for the batch before, then starts storing `prepared`.
    func write(_ prepared: PreparedRecords) throws {
        try finish()
        queue.async(group: group) { [self] in
            do {
                try repository.insert(prepared)
            } catch {
                failure.withLock { $0 = $0 ?? error }
            }
        }
    }

    /// Waits for the batches started so far, throwing the first failure.
    func finish() throws {
        group.wait()
        if let error = failure.withLock({ $0 }) { throw error }
    }
}
