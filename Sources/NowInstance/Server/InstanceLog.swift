import Foundation
import Logging
import Synchronization

/// The instance log: what scripts write with `gs.info`, `gs.warn` and `gs.error`, and the script errors the
/// scripted REST host reports. The latest entries are kept in memory (bounded) and every entry goes to stderr.
public final class InstanceLog: Sendable {
    /// One log line.
    public struct Entry: Sendable, Hashable {
        /// `debug`, `info`, `warn` or `error`.
        public var level: String
        /// What wrote it, such as `sys_ws_operation:Get my tasks`.
        public var source: String
        /// The text.
        public var message: String
    }

    private let entriesState = Mutex<[Entry]>([])
    private let capacity: Int
    private let logger = Logger(
        label: "nowtape.instance.log", factory: { label in StreamLogHandler.standardError(label: label) })

    /// Creates a log that keeps the latest `capacity` entries.
    public init(capacity: Int = 1_000) {
        self.capacity = capacity
    }

    /// The entries kept, oldest first.
    public var entries: [Entry] { entriesState.withLock { $0 } }

    /// Logs a failure of the instance itself, such as the store's own error text, under a short reference, and
    /// returns the words a client may see: the reference, and no internals.
    public func internalFailure(_ error: any Error, during operation: String) -> String {
        let reference = String(UInt32.random(in: 0...UInt32.max), radix: 16)
        write(level: "error", source: "instance", message: "\(operation) failed [ref \(reference)]: \(error)")
        return "The request could not be completed (reference \(reference) in the instance log)"
    }

    /// Adds an entry.
    public func write(level: String, source: String, message: String) {
        entriesState.withLock { entries in
            entries.append(Entry(level: level, source: source, message: message))
            if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        }
        let text: Logger.Message = "\(source): \(message)"
        switch level {
        case "error": logger.error(text)
        case "warn": logger.warning(text)
        case "debug": logger.debug(text)
        default: logger.info(text)
        }
    }
}
