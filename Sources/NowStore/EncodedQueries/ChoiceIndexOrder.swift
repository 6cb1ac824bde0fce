import GRDB
import NowQuery

/// Whether a choice column's index already lists its values in the evaluator's choice order, so a page ordered by
/// the field can walk the index instead of sorting every match by ``ChoiceOrderSQL``'s key.
///
/// It holds when each stored value's choice key is strictly greater than the one before it in the index's
/// (`NOCASE`) order: `1` to `5` for priority, or choice values that are all words. It fails for `9` before `10`,
/// for two spellings of one number such as `1` and `1.0`, and for columns of many values, where walking them costs
/// more than it saves. Values are read by seeking the index from one to the next, so the check costs a few seeks.
enum ChoiceIndexOrder {
    /// The most distinct values a column may hold for its index to serve a choice order.
    static let mostValues = 64

    static func holds(table: String, column: String, db: Database) throws -> Bool {
        let first = try db.cachedStatement(sql: "SELECT MIN(\(column)) FROM \(table)")
        let next = try db.cachedStatement(sql: "SELECT MIN(\(column)) FROM \(table) WHERE \(column) > ?")
        var value = try String.fetchOne(first)
        var previous: ChoiceSortKey?
        var count = 0
        while let current = value {
            count += 1
            guard count <= mostValues, !current.isEmpty else { return false }
            let key = ChoiceSortKey(current)
            if case .number(let number) = key, number.isNaN { return false }
            if let previous, !precedes(previous, key) { return false }
            previous = key
            value = try String.fetchOne(next, arguments: [current])
        }
        return true
    }

    /// Whether `left` sorts strictly before `right`: numbers by value before text, text by its folded bytes, as
    /// SQLite compares the keys ``ChoiceOrderSQL`` gives.
    private static func precedes(_ left: ChoiceSortKey, _ right: ChoiceSortKey) -> Bool {
        switch (left, right) {
        case (.number(let a), .number(let b)): return a < b
        case (.number, .text): return true
        case (.text, .number): return false
        case (.text(let a), .text(let b)): return a.utf8.lexicographicallyPrecedes(b.utf8)
        }
    }
}
