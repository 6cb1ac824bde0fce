/// The rows of the queries a script ran that hold more than one row, kept on the host side so the heap fetches only
/// the columns the script reads (`__nt_ResultSet` in the prelude).
///
/// What the sets hold counts against the script's memory limit, as the rows did when they were copied into the heap:
/// a script that keeps more query results than its limit allows fails with what to do, instead of growing the
/// process. A GlideRecord that queries again releases the set it had.
struct HeldResultSets {
    /// The most bytes of row text the sets may hold together.
    let byteLimit: Int
    private var sets: [Int: (rows: [GlideRow], bytes: Int)] = [:]
    private var heldBytes = 0
    private var nextID = 0

    init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    /// Keeps `rows` and returns the set's id, or throws when keeping them would pass the limit.
    mutating func hold(_ rows: [GlideRow], table: String) throws -> Int {
        let size = rows.reduce(0) { $0 + $1.heldBytes }
        guard heldBytes + size <= byteLimit else {
            throw GlideCallError(
                "GlideRecord on \(table): the script holds more query results than its memory limit "
                    + "(\(byteLimit / (1024 * 1024)) MiB) allows; query fewer rows (setLimit, a narrower query) "
                    + "or reuse one GlideRecord for successive queries")
        }
        let id = nextID
        nextID += 1
        sets[id] = (rows, size)
        heldBytes += size
        return id
    }

    /// Forgets set `id`; an unknown id is ignored.
    mutating func release(_ id: Int) {
        guard let released = sets.removeValue(forKey: id) else { return }
        heldBytes -= released.bytes
    }

    /// The values of `field` in set `id`, row by row: nil where a row has no such field.
    func column(_ field: String, of id: Int) throws -> [String?] {
        guard let rows = sets[id]?.rows else {
            throw GlideCallError("GlideRecord: its query's rows are gone; run the query again")
        }
        return rows.map { $0.value(field) }
    }
}
