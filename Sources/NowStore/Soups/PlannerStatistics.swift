import GRDB
import Synchronization

/// Keeps SQLite's planner statistics in step with a soup that grows by ordinary writes.
///
/// Statistics are taken when a store opens and after a bulk load. A soup that was empty or small then, and grew by
/// API writes or imports afterwards, was planned from figures that no longer held: at 27,000 incidents posted one
/// by one, a lookup by sys_id walked every incident through the class index. So once a soup has taken as many
/// written entries as it held rows when its statistics were taken (and at least ``minimumWrites``), they are taken
/// again, from a sample, in the same transaction. A soup that doubles takes them again; one that stays the same size
/// seldom does.
final class PlannerStatistics: Sendable {
    /// The fewest writes after which a soup's statistics are taken again.
    static let minimumWrites = 200

    private struct Soup {
        /// Entries written since the statistics were taken.
        var writes = 0
        /// How many writes make them stale: nil until read from `sqlite_stat1`.
        var threshold: Int?
    }

    private struct State {
        var soups: [String: Soup] = [:]
        /// Soups being loaded in bulk, whose statistics are taken once the load ends.
        var suspended: Set<String> = []
    }

    private let state = Mutex(State())

    /// Counts `count` entries written to `schema`'s soup in `db`'s open write transaction, and takes the soup's
    /// statistics again when they have gone stale.
    func noteWrites(_ count: Int, to schema: SoupSchema, db: Database) throws {
        let noted: Soup? = state.withLock { state in
            guard !state.suspended.contains(schema.name) else { return nil }
            state.soups[schema.name, default: Soup()].writes += count
            return state.soups[schema.name]
        }
        guard let noted, noted.writes >= Self.minimumWrites else { return }
        // Writes run one at a time, inside the store's write transaction, so nothing changes the count meanwhile.
        let threshold = try noted.threshold ?? max(Self.rowsWhenTaken(schema, db: db), Self.minimumWrites)
        if noted.threshold == nil { state.withLock { $0.soups[schema.name]?.threshold = threshold } }
        if noted.writes >= threshold { try retake(schema, db: db) }
    }

    /// Stops counting writes to `soup` until ``resume(_:)``.
    func suspend(_ soup: String) {
        _ = state.withLock { $0.suspended.insert(soup) }
    }

    /// Counts writes to `soup` again, from zero: its statistics were just taken.
    func resume(_ soup: String) {
        state.withLock { state in
            state.suspended.remove(soup)
            state.soups[soup] = nil
        }
    }

    private func retake(_ schema: SoupSchema, db: Database) throws {
        try NowStore.sampleStatistics(db, table: schema.quotedTable)
        state.withLock { $0.soups[schema.name] = nil }
    }

    /// How many rows the soup's table held when its statistics were last taken: the first figure of its entries in
    /// `sqlite_stat1`, or 0 when it has none.
    private static func rowsWhenTaken(_ schema: SoupSchema, db: Database) throws -> Int {
        guard try db.tableExists("sqlite_stat1") else { return 0 }
        return try Int.fetchOne(
            db, sql: "SELECT MAX(CAST(stat AS INTEGER)) FROM sqlite_stat1 WHERE tbl = ?", arguments: [schema.table])
            ?? 0
    }
}
