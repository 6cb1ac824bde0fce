import Foundation
import GlideScript

/// Streams an update set's events with the analysis of each entry's script, worked out on several threads at
/// once and handed on in document order.
///
/// The reader runs on a thread of its own; `workers` threads take its events in turn, each compiling and scanning
/// with a heap of its own; the calling thread receives them in order. A worker never runs more than `window` events
/// ahead of the one the caller waits for, so memory stays bounded however large the set is.
enum AnalyzedStream {
    /// Reads `file`, calling `visit` with each event, and with its script's analysis when it has one.
    static func stream(
        file: String, workers: Int = defaultWorkers,
        _ visit: (UpdateSetEvent, ScriptAnalysis?) -> Void
    ) {
        let window = 64
        let events = BoundedQueue<(sequence: Int, event: UpdateSetEvent)>(capacity: window)
        let results = OrderedResults<(UpdateSetEvent, ScriptAnalysis?)>(window: window)
        let reader = Thread {
            var sequence = 0
            UpdateSetReader.stream(file: file) { event in
                events.push((sequence, event))
                sequence += 1
            }
            for _ in 0..<workers { events.push(nil) }
        }
        reader.stackSize = 8 << 20
        reader.start()
        for _ in 0..<workers {
            let worker = Thread {
                let syntax = ScriptSyntax()
                while let (sequence, event) = events.pop() {
                    var analysis: ScriptAnalysis?
                    if case .update(let update) = event {
                        analysis = ScriptAnalysis.of(update, syntax: syntax)
                    }
                    results.put((event, analysis), at: sequence)
                }
                results.workerFinished()
            }
            worker.stackSize = 8 << 20
            worker.start()
        }
        results.drain(workers: workers) { visit($0.0, $0.1) }
    }

    /// One worker per processor, at least one and at most four: each holds a heap of its own.
    static var defaultWorkers: Int { max(1, min(4, ProcessInfo.processInfo.activeProcessorCount)) }
}

/// Results that arrive out of order, handed on in order. A result more than `window` places past the next one
/// waits to be put, so at most `window` results are held.
final class OrderedResults<Element: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var waiting: [Int: Element] = [:]
    private var next = 0
    private var finishedWorkers = 0
    private let window: Int

    init(window: Int) { self.window = max(1, window) }

    /// Puts the result at `sequence`, waiting while it is too far ahead of the next one.
    func put(_ element: Element, at sequence: Int) {
        condition.lock()
        defer { condition.unlock() }
        while sequence - next >= window { condition.wait() }
        waiting[sequence] = element
        if sequence == next { condition.broadcast() }
    }

    /// Notes that a worker has put its last result.
    func workerFinished() {
        condition.lock()
        finishedWorkers += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Hands on every result in order until all `workers` have finished and none is left.
    func drain(workers: Int, _ body: (Element) -> Void) {
        while true {
            condition.lock()
            while waiting[next] == nil && finishedWorkers < workers { condition.wait() }
            guard let element = waiting.removeValue(forKey: next) else {
                condition.unlock()
                return
            }
            next += 1
            condition.broadcast()
            condition.unlock()
            body(element)
        }
    }
}
