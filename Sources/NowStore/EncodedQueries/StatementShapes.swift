import GRDB
import Synchronization

/// Which query texts keep a prepared statement on their connection, so a repeated query skips SQLite's parser.
///
/// A page query's text depends only on its filter's shape, order and access path: values, limits and offsets are
/// bound. Clients repeat a handful of shapes, but each new shape would stay prepared for good, so only the first
/// `capacity` shapes are kept; later ones are prepared for each use, as every query was before.
final class StatementShapes: Sendable {
    private let kept = Mutex<Set<String>>([])
    /// How many distinct texts are kept prepared.
    let capacity: Int

    init(capacity: Int = 256) {
        self.capacity = capacity
    }

    /// The statement for `sql` on `db`: the connection's kept one for a known shape, else a fresh one.
    func statement(_ db: Database, sql: String) throws -> Statement {
        let keep = kept.withLock { kept in
            if kept.contains(sql) { return true }
            guard kept.count < capacity else { return false }
            kept.insert(sql)
            return true
        }
        return keep ? try db.cachedStatement(sql: sql) : try db.makeStatement(sql: sql)
    }
}
