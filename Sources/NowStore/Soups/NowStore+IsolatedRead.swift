import GRDB

extension NowStore {
    /// Runs store-written SELECTs on a view no write can change part way through.
    ///
    /// A queue, which in-memory and temporary stores use, runs every access one after another, so a read on it is
    /// isolated without a transaction. GRDB's isolated read wraps each one in four more statements (read-only mode
    /// on and off, BEGIN and COMMIT), each prepared anew, which cost a tenth of a simple Table API request. A pool
    /// reads concurrently with writes and keeps its snapshot transaction. SQL that users write goes through
    /// `writer.read`, whose read-only mode refuses writes.
    func isolatedRead<T>(_ body: (Database) throws -> T) throws -> T {
        if let queue = writer as? DatabaseQueue {
            return try queue.unsafeRead(body)
        }
        return try writer.read(body)
    }
}
