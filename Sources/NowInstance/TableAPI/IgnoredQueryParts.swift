import NowQuery

/// The parts of a Table API query that the instance ignores, as the platform ignores them, each with the reason.
///
/// The platform drops an unreadable part of `sysparm_query`, a condition or sort on a field the table does not have,
/// and a name-value parameter that names no field, and answers as if they were not there. NowTape does the same, and
/// says so on the instance console, so the user sees what a real instance would hide.
struct IgnoredQueryParts {
    let table: String
    let dictionary: TableDictionary

    /// One line per ignored part.
    func notes(for parameters: TableParameters) -> [String] {
        var notes = parameters.droppedQueryParts.map { error in
            "sysparm_query part '\(error.fragment)' ignored: \(error.explanation)"
        }
        for group in parameters.query.groups {
            for clause in group.clauses {
                for condition in clause.alternatives {
                    if let problem = problem(with: condition.field) {
                        notes.append("sysparm_query condition '\(condition.encoded)' ignored: \(problem)")
                    }
                }
            }
        }
        for key in parameters.query.ordering {
            if let problem = problem(with: key.field) {
                notes.append("sysparm_query sort on '\(key.field)' ignored: \(problem)")
            }
        }
        for related in parameters.query.relatedListQueries {
            notes += relatedListNotes(related)
        }
        for name in parameters.ignoredParameters {
            notes.append("parameter '\(name)' ignored: it is neither a sysparm_ parameter nor a field of '\(table)'")
        }
        return notes
    }

    /// An `RLQUERY` block on a table or field that does not exist is ignored whole; conditions inside it on unknown
    /// fields of the related table are ignored one by one.
    private func relatedListNotes(_ related: RelatedListQuery) -> [String] {
        guard dictionary.table(related.table) != nil else {
            return ["'\(related.encoded)' ignored: there is no table '\(related.table)'"]
        }
        guard case .reference = dictionary.field(related.field, of: related.table)?.kind else {
            return ["'\(related.encoded)' ignored: '\(related.field)' is not a reference on '\(related.table)'"]
        }
        let inner = IgnoredQueryParts(table: related.table, dictionary: dictionary)
        return related.conditions.groups.flatMap(\.clauses).flatMap(\.alternatives).compactMap { condition in
            inner.problem(with: condition.field).map {
                "RLQUERY condition '\(condition.encoded)' on '\(related.table)' ignored: \($0)"
            }
        }
    }

    /// Why `path` names nothing on the table, or nil when it names a field.
    private func problem(with path: FieldPath) -> String? {
        // `sys_tags.<tag>` names a tag, which every table answers for.
        if path.head == "sys_tags" && path.components.count == 2 { return nil }
        var current = table
        for (index, name) in path.components.enumerated() {
            guard let field = dictionary.field(name, of: current) else {
                return "table '\(current)' has no field '\(name)'"
            }
            guard index < path.components.count - 1 else { return nil }
            guard case .reference(let target) = field.kind else {
                return "'\(name)' on '\(current)' is not a reference, so '\(path)' cannot walk through it"
            }
            current = target
        }
        return nil
    }
}
