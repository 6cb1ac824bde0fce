import Synchronization

/// The records reference fields point to, kept across requests while nothing writes their table.
///
/// A page of incidents with display values names the same few dozen users and groups on every request; looking them
/// up and decoding them again cost a fifth of such a request. Each record is kept with the write generation of its
/// soup, taken before it was read, and counts only while that generation is current, so a write to the soup retires
/// every record read before it commits. The cache starts over when it holds ``capacity`` records.
final class ReferencedRecordCache: Sendable {
    /// The most records kept.
    static let capacity = 4_096

    private let entries = Mutex<[String: (generation: Int, record: InstanceRecord?)]>([:])

    /// The record kept for `table` and `sysID` at `generation`, `.some(nil)` when it was found not to exist, and
    /// nil when nothing current is kept.
    func record(_ table: String, _ sysID: String, generation: Int) -> InstanceRecord?? {
        entries.withLock { entries in
            guard let entry = entries[Self.key(table, sysID)], entry.generation == generation else { return nil }
            return .some(entry.record)
        }
    }

    /// Keeps what was read for each of `sysIDs` of `table` at `generation`: its record, or that there is none.
    func store(_ found: [String: InstanceRecord], for sysIDs: some Sequence<String>, of table: String, generation: Int)
    {
        entries.withLock { entries in
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            for sysID in sysIDs {
                entries[Self.key(table, sysID)] = (generation, found[sysID])
            }
        }
    }

    private static func key(_ table: String, _ sysID: String) -> String {
        table + ":" + sysID
    }
}
