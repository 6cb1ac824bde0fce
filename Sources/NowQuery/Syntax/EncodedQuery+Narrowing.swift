extension EncodedQuery {
    /// The query with `clause` ANDed onto every `^NQ` group (a query with no groups gains one), so it matches only
    /// the records that matched before and also meet `clause`.
    public func narrowed(by clause: QueryClause, first: Bool = false) -> EncodedQuery {
        var narrowed = self
        if narrowed.groups.isEmpty { narrowed.groups = [QueryGroup(clauses: [])] }
        for index in narrowed.groups.indices {
            if first {
                narrowed.groups[index].clauses.insert(clause, at: 0)
            } else {
                narrowed.groups[index].clauses.append(clause)
            }
        }
        return narrowed
    }
}

extension EncodedQuery {
    /// The query `<field>=<value>`: one condition, as record lookups by sys_id or by name use.
    public static func matching(_ field: String, equals value: String) -> EncodedQuery {
        EncodedQuery(groups: [QueryGroup(clauses: [QueryClause(QueryCondition(FieldPath(field), .equals, value))])])
    }
}
