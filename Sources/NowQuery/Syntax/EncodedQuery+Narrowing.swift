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
    /// The query that matches what both this query and `other` match, sorted as this one sorts:
    /// `(A ^NQ B) AND (C ^NQ D)` is `A^C ^NQ A^D ^NQ B^C ^NQ B^D`. The other query's keywords and sorts are dropped.
    public func meeting(_ other: EncodedQuery) -> EncodedQuery {
        let theirs = other.groups.filter { !$0.clauses.isEmpty }
        var combined = self
        combined.relatedListQueries += other.relatedListQueries
        guard !theirs.isEmpty else { return combined }
        let ours = groups.filter { !$0.clauses.isEmpty }
        combined.groups =
            ours.isEmpty
            ? theirs
            : ours.flatMap { mine in theirs.map { QueryGroup(clauses: mine.clauses + $0.clauses) } }
        return combined
    }
}

extension EncodedQuery {
    /// The query `<field>=<value>`: one condition, as record lookups by sys_id or by name use.
    public static func matching(_ field: String, equals value: String) -> EncodedQuery {
        EncodedQuery(groups: [QueryGroup(clauses: [QueryClause(QueryCondition(FieldPath(field), .equals, value))])])
    }
}
