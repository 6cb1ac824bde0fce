import GRDB
import NowQuery

/// A piece of SQL and its arguments.
struct SQLFragment {
    var sql: String
    var arguments: [DatabaseValueConvertible?] = []

    static var alwaysTrue: SQLFragment { SQLFragment(sql: "1") }
    static var alwaysFalse: SQLFragment { SQLFragment(sql: "0") }
}

/// Compiles the parts of an encoded query that SQL can express with exactly the evaluator's meaning.
///
/// A condition compiles only on a plain (not dot-walked) field with an index column, for types and operators whose
/// SQL matches NowQuery's evaluator: text with ASCII case folding, numbers, booleans, date-times in the platform's
/// fixed-width format, references by sys_id, and choices compared by canonical value. Everything else is left to
/// the evaluator, and the compiled parts then act as a prefilter.
struct EncodedQueryCompiler {
    let schema: SoupSchema
    let types: [String: QueryFieldType]
    let context: QueryContext
    /// The choice columns whose index lists their values in choice order (``ChoiceIndexOrder``): ordering by one
    /// walks its index instead of sorting by the choice key.
    var choiceColumnsInIndexOrder: Set<String> = []

    enum Compiled {
        /// The condition as SQL.
        case sql(SQLFragment)
        /// The condition names an unknown field, so it is ignored, as the evaluator ignores it.
        case ignored
        /// SQL cannot express it with the evaluator's meaning.
        case unsupported
    }

    /// The WHERE clause for the whole query, and whether it is exact (no evaluator needed).
    func whereClause(_ query: EncodedQuery) -> (fragment: SQLFragment, exact: Bool) {
        // Related-list conditions read other tables: the evaluator answers them, and the SQL only prefilters.
        var exact = query.relatedListQueries.isEmpty
        let groups = query.groups.filter { !$0.clauses.isEmpty }
        guard !groups.isEmpty else { return (.alwaysTrue, exact) }
        var groupFragments: [SQLFragment] = []
        for group in groups {
            var parts: [SQLFragment] = []
            for clause in group.clauses {
                switch compile(clause) {
                case .sql(let fragment): parts.append(fragment)
                case .ignored: continue
                case .unsupported: exact = false
                }
            }
            groupFragments.append(join(parts, with: "AND", empty: .alwaysTrue))
        }
        return (join(groupFragments, with: "OR", empty: .alwaysTrue), exact)
    }

    /// The ORDER BY terms, or nil when some sort key cannot be expressed in SQL.
    /// The ORDER BY terms, and the column the first one sorts on (whose index can serve the order), or nil when
    /// some key cannot be ordered in SQL.
    ///
    /// Empty values are stored as NULL, so SQLite's NULL ordering (first ascending, last descending) is the
    /// platform's. Ties fall back to insertion order, reversed when the first key descends, as in the evaluator: an
    /// index then serves the whole order, where a descending walk with ascending ties sorted every group of equal
    /// keys (at 100,000 incidents, `ORDERBYDESCsys_created_on` sorted thousands of entries created in one second).
    func orderBy(_ ordering: [QueryOrdering]) -> SQLOrdering? {
        var terms: [String] = []
        var walk = SQLOrdering.Walk.insertion
        for key in ordering {
            guard key.field.components.count == 1, let type = types[key.field.head] else {
                if types[key.field.head] == nil && key.field.components.count == 1 { continue }
                return nil
            }
            guard let column = schema.column(for: key.field.head) else { return nil }
            let qualified = "\(schema.quotedTable).\(column)"
            let (expression, keyWalk): (String, SQLOrdering.Walk)
            switch type {
            case .string, .integer, .decimal, .dateTime, .boolean:
                (expression, keyWalk) = (qualified, .index(column: column))
            case .choice where choiceColumnsInIndexOrder.contains(column):
                (expression, keyWalk) = (qualified, .index(column: column))
            case .choice: (expression, keyWalk) = (ChoiceOrderSQL.term(qualified), .sort)
            case .reference: return nil
            }
            if terms.isEmpty { walk = keyWalk }
            terms.append("\(expression) \(key.descending ? "DESC" : "ASC")")
        }
        let tiesDescending = ordering.tiesDescending
        terms.append("\(schema.quotedTable).id \(tiesDescending ? "DESC" : "ASC")")
        return SQLOrdering(sql: terms.joined(separator: ", "), walk: walk, tiesDescending: tiesDescending)
    }

    private func compile(_ clause: QueryClause) -> Compiled {
        var alternatives: [SQLFragment] = []
        for condition in clause.alternatives {
            switch compile(condition) {
            case .sql(let fragment): alternatives.append(fragment)
            case .ignored: continue
            case .unsupported: return .unsupported
            }
        }
        return alternatives.isEmpty ? .ignored : .sql(join(alternatives, with: "OR", empty: .alwaysFalse))
    }

    func compile(_ condition: QueryCondition) -> Compiled {
        let name = condition.field.head
        // Tags live outside the table's rows; the evaluator asks the context for them.
        if name == "sys_tags" && condition.field.components.count == 2 { return .unsupported }
        guard let type = types[name] else {
            // A dot-walk through an unknown field is ignored too; one through a known field needs the evaluator.
            return context.ignoresUnknownFields ? .ignored : .unsupported
        }
        guard condition.field.components.count == 1, let column = schema.column(for: name) else { return .unsupported }
        let builder = ConditionSQLBuilder(
            column: "\(schema.quotedTable).\(column)", storedValue: schema.jsonExpression(for: name), type: type,
            context: context)
        return builder.build(condition.op, condition.operand).map(Compiled.sql) ?? .unsupported
    }

    /// Joins the fragments as a balanced tree, `((a OR b) OR (c OR d))`, rather than a chain: SQLite refuses an
    /// expression deeper than 1,000 levels, and a query of a thousand `^OR` terms must still run. Arguments stay in
    /// the order of the text.
    private func join(_ fragments: [SQLFragment], with joiner: String, empty: SQLFragment) -> SQLFragment {
        guard fragments.count > 1 else { return fragments.first ?? empty }
        return join(fragments[...], with: joiner)
    }

    private func join(_ fragments: ArraySlice<SQLFragment>, with joiner: String) -> SQLFragment {
        guard fragments.count > 2 else {
            return SQLFragment(
                sql: fragments.map { "(\($0.sql))" }.joined(separator: " \(joiner) "),
                arguments: fragments.flatMap(\.arguments))
        }
        let middle = fragments.startIndex + fragments.count / 2
        let left = join(fragments[..<middle], with: joiner)
        let right = join(fragments[middle...], with: joiner)
        return SQLFragment(sql: "(\(left.sql)) \(joiner) (\(right.sql))", arguments: left.arguments + right.arguments)
    }
}
