import Cassettes
import NIOCore
import Synchronization

/// The interactions each event loop finishes in one turn, written to the journal together.
///
/// A finished interaction is encoded at once, and its line joins its event loop's batch; the batch is written when the
/// loop has handled everything that was ready in that turn, in one system call, and only then do the responses waiting
/// on it complete. So every interaction still reaches the operating system before its response's last byte, and a
/// server finishing many requests at once writes once rather than once per request.
final class JournalBatches: Sendable {
    private let journal: CassetteJournal
    private let batches = Mutex<[ObjectIdentifier: NIOLoopBound<Batch>]>([:])

    /// Lines waiting for one loop's next write, and what to tell once it is done.
    private final class Batch {
        var lines: [UInt8] = []
        var waiting: [(Result<Void, any Error>) -> Void] = []
    }

    init(journal: CassetteJournal) {
        self.journal = journal
    }

    /// Queues `line` on `eventLoop` (call from that loop); `then` learns whether it was written.
    func append(_ line: [UInt8], on eventLoop: any EventLoop, then: @escaping (Result<Void, any Error>) -> Void) {
        let batch = self.batch(for: eventLoop)
        let first = batch.waiting.isEmpty
        batch.lines += line
        batch.waiting.append(then)
        guard first else { return }
        eventLoop.assumeIsolated().execute { [self] in write(batch) }
    }

    private func write(_ batch: Batch) {
        let lines = batch.lines
        let waiting = batch.waiting
        batch.lines.removeAll(keepingCapacity: true)
        batch.waiting.removeAll(keepingCapacity: true)
        let result = Result { try journal.append(lines: lines) }
        for tell in waiting { tell(result) }
    }

    private func batch(for eventLoop: any EventLoop) -> Batch {
        batches.withLock { batches in
            let key = ObjectIdentifier(eventLoop)
            if let bound = batches[key] { return bound.value }
            let batch = Batch()
            batches[key] = NIOLoopBound(batch, eventLoop: eventLoop)
            return batch
        }
    }
}
