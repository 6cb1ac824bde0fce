/// Sorts records by an ORDERBY chain with typed keys. Empty values come first ascending and last descending;
/// a reference sorts by its display value. Ties keep their incoming order, reversed when the first key descends:
/// the order a database gives walking one index either way.
struct RecordSorter {
    let ordering: [QueryOrdering]
    let context: QueryContext

    func sort<Record: QueryRecord>(_ records: [Record]) -> [Record] {
        let keyed = records.enumerated().map { index, record in
            (index: index, record: record, keys: ordering.map { sortKey($0.field, record) })
        }
        let tiesDescending = ordering.tiesDescending
        let sorted = keyed.sorted { left, right in
            for (position, order) in ordering.enumerated() {
                let result = Self.compare(left.keys[position], right.keys[position])
                if result != 0 {
                    return order.descending ? result > 0 : result < 0
                }
            }
            return tiesDescending ? left.index > right.index : left.index < right.index
        }
        return sorted.map(\.record)
    }

    /// Nil for an empty value. Unknown fields give nil for every record, which leaves the order unchanged.
    private func sortKey(_ path: FieldPath, _ record: any QueryRecord) -> TypedValue? {
        guard let field = ResolvedField.resolve(path, on: record, context: context), let raw = field.raw,
            !raw.isEmpty
        else { return nil }
        if case .reference = field.type {
            return .text((field.referenceDisplay(context: context) ?? raw).asciiLowercased)
        }
        return TypedValue(raw, as: field.type) ?? .text(raw.asciiLowercased)
    }

    private static func compare(_ left: TypedValue?, _ right: TypedValue?) -> Int {
        switch (left, right) {
        case (.none, .none): return 0
        case (.none, .some): return -1
        case (.some, .none): return 1
        case (.some(let a), .some(let b)):
            return a.compare(to: b) ?? kindRank(a) - kindRank(b)
        }
    }

    private static func kindRank(_ value: TypedValue) -> Int {
        switch value {
        case .bool: return 0
        case .number: return 1
        case .time: return 2
        case .text: return 3
        }
    }
}
