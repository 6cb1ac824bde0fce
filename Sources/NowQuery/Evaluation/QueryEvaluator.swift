/// Decides whether records match an encoded query, and sorts them by its ORDERBY chain.
///
/// Comparisons are typed by each field's `QueryFieldType`. Empty values match only the emptiness operators
/// (`ISEMPTY`, `=` with no value, `ANYTHING`, …), as in the platform's SQL: `priority!=1` does not match a
/// record with no priority. A condition on a field the table does not have is ignored, as the platform does.
public struct QueryEvaluator: Sendable {
    /// The query evaluated.
    public let query: EncodedQuery
    /// The clock, user and reference lookup used during evaluation.
    public let context: QueryContext

    /// Creates an evaluator for `query`.
    public init(query: EncodedQuery, context: QueryContext = QueryContext()) {
        self.query = query
        self.context = context
    }

    /// Whether `record` matches the keywords and at least one condition group.
    public func matches(_ record: any QueryRecord) -> Bool {
        if let keywords = query.keywords, !KeywordSearch(keywords).matches(record.searchableValues) {
            return false
        }
        let groups = query.groups.filter { !$0.clauses.isEmpty }
        let groupsMatch =
            groups.isEmpty
            || groups.contains { group in
                group.clauses.allSatisfy { clauseMatches($0, record) }
            }
        return groupsMatch && query.relatedListQueries.allSatisfy { relatedListMatches($0, record) }
    }

    /// Whether the number of related records that meet the block's conditions compares as asked. A block on a table
    /// or field that does not exist is ignored.
    private func relatedListMatches(_ related: RelatedListQuery, _ record: any QueryRecord) -> Bool {
        guard let sysID = record.value(of: "sys_id"), !sysID.isEmpty else { return false }
        guard let candidates = context.relatedRecords(related.table, related.field, sysID) else { return true }
        let inner = QueryEvaluator(query: related.conditions, context: context)
        return related.comparison.holds(candidates.filter { inner.matches($0) }.count, related.count)
    }

    /// The records that match, in the query's order.
    public func apply<Record: QueryRecord>(to records: [Record]) -> [Record] {
        sorted(records.filter { matches($0) })
    }

    /// `records` sorted by the ORDERBY chain; ties keep their incoming order, reversed when the first key descends.
    public func sorted<Record: QueryRecord>(_ records: [Record]) -> [Record] {
        guard !query.ordering.isEmpty else { return records }
        let sorter = RecordSorter(ordering: query.ordering, context: context)
        return sorter.sort(records)
    }

    private func clauseMatches(_ clause: QueryClause, _ record: any QueryRecord) -> Bool {
        var sawKnownField = false
        for condition in clause.alternatives {
            switch evaluate(condition, on: record) {
            case .some(true): return true
            case .some(false): sawKnownField = true
            case .none: continue
            }
        }
        // A clause made only of conditions on unknown fields is dropped, so it holds.
        return !sawKnownField
    }

    /// True or false, or nil when the condition is ignored because it names an unknown field.
    func evaluate(_ condition: QueryCondition, on record: any QueryRecord) -> Bool? {
        if let tag = TagCondition(condition) {
            return tag.matches(record, context: context)
        }
        guard let field = ResolvedField.resolve(condition.field, on: record, context: context) else {
            return context.ignoresUnknownFields ? nil : false
        }
        let checker = ConditionChecker(field: field, record: record, context: context)
        return checker.check(condition.op, condition.operand)
    }
}
