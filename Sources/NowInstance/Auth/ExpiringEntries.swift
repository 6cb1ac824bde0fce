import Foundation

/// Sessions or tokens that expire after a period without use, held to a maximum count.
///
/// Clients that send Basic credentials on every call open a session each time, as on a real instance. Expired
/// entries are swept as the table grows, and past `capacity` the least recently used entries are dropped, so memory
/// stays bounded however many sessions are opened.
struct ExpiringEntries: Sendable {
    private var entries: [String: (user: InstanceUser, expires: Date)] = [:]
    private var nextSweep: Int
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        self.nextSweep = min(1_024, self.capacity)
    }

    /// How many entries are held.
    var count: Int { entries.count }

    /// Adds an entry that lives until `expires`.
    mutating func insert(_ key: String, user: InstanceUser, expires: Date, now: Date) {
        entries[key] = (user, expires)
        guard entries.count >= nextSweep else { return }
        entries = entries.filter { $0.value.expires > now }
        if entries.count >= capacity {
            let keep = capacity * 9 / 10
            let newest = entries.sorted { $0.value.expires > $1.value.expires }.prefix(keep)
            entries = Dictionary(uniqueKeysWithValues: newest.map { ($0.key, $0.value) })
        }
        nextSweep = min(max(entries.count * 2, 1_024), capacity)
    }

    /// The entry's user if it is still live, sliding its expiry to `renewed`; an expired entry is removed.
    mutating func live(_ key: String, now: Date, renewed: Date) -> InstanceUser? {
        guard let entry = entries[key] else { return nil }
        guard entry.expires > now else {
            entries.removeValue(forKey: key)
            return nil
        }
        entries[key] = (entry.user, renewed)
        return entry.user
    }

    /// Removes the entry, returning its user if it was held.
    @discardableResult
    mutating func remove(_ key: String) -> InstanceUser? {
        entries.removeValue(forKey: key)?.user
    }
}
