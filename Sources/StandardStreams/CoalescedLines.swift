import Dispatch
import Synchronization

/// Lines for a stream, written together a moment after the first of them arrives, so a server logging one line per
/// request under load makes a few writes a second rather than one per request. Each line still appears within
/// ``delay`` of being logged, in the order logged; ``flush()`` writes what is waiting at once.
public final class CoalescedLines: Sendable {
    /// Where each batch of lines goes.
    private let output: @Sendable (String) -> Void
    /// How long a line may wait for others to join it.
    public let delay: Duration
    private let pending = Mutex<String?>(nil)
    /// Keeps the write of one batch from overtaking the one before it.
    private let writing = Mutex(())

    /// Lines for `stream`, each written within `delay`.
    public convenience init(stream: StandardStream, delay: Duration = .milliseconds(50)) {
        self.init(delay: delay) { stream.write($0) }
    }

    /// Lines handed to `output` in batches (each batch one string, every line ending in a newline).
    public init(delay: Duration = .milliseconds(50), output: @escaping @Sendable (String) -> Void) {
        self.output = output
        self.delay = delay
    }

    /// Adds `line` (a newline follows it); the first line of a batch schedules its write.
    public func log(_ line: String) {
        let first = pending.withLock { pending -> Bool in
            guard pending != nil else {
                pending = line + "\n"
                return true
            }
            pending?.append(line + "\n")
            return false
        }
        guard first else { return }
        let nanoseconds =
            Int(delay.components.seconds) * 1_000_000_000 + Int(delay.components.attoseconds / 1_000_000_000)
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { [self] in flush() }
    }

    /// Writes every waiting line now.
    public func flush() {
        writing.withLock { _ in
            guard
                let text = pending.withLock({ pending in
                    defer { pending = nil }; return pending
                })
            else { return }
            output(text)
        }
    }
}
