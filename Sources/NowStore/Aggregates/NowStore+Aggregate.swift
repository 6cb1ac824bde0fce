import Foundation
import GRDB
import NowQuery

extension NowStore {
    /// Runs an aggregate in SQL. When the filter needs NowQuery's evaluator for some part, the evaluator picks the
    /// records first and SQL aggregates exactly those, so the records counted are the ones the Table API would list.
    public func aggregate(_ request: AggregateQuery) throws -> [AggregateGroup] {
        let schema = try schema(request.soup)
        let compiler = EncodedQueryCompiler(schema: schema, types: request.fieldTypes, context: request.context)
        var (filter, exact) = compiler.whereClause(request.query)
        if request.query.keywords != nil { exact = false }
        if !exact {
            let matched = try find(
                RecordQuery(
                    soup: request.soup, query: request.query, fieldTypes: request.fieldTypes,
                    displayField: request.displayField, context: request.context))
            let ids = matched.entries.compactMap { entry -> Int64? in
                if case .number(let id) = entry["_soupEntryId"] { return Int64(id) }
                return nil
            }
            let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
            filter = SQLFragment(sql: "\(schema.quotedTable).id IN (SELECT value FROM json_each(?))", arguments: [list])
        }
        let sql = AggregateSQL(schema: schema, types: request.fieldTypes)
        let groupColumns = request.groupBy.map { sql.value($0) }
        let termColumns = request.terms.map { sql.aggregate($0) }
        var statement = "SELECT " + (groupColumns + termColumns + ["1"]).joined(separator: ", ")
        statement += " FROM \(schema.quotedTable) WHERE \(filter.sql)"
        if !groupColumns.isEmpty { statement += " GROUP BY " + groupColumns.joined(separator: ", ") }
        var arguments = filter.arguments
        if !request.having.isEmpty {
            statement +=
                " HAVING "
                + request.having.map { "\(sql.aggregate($0.term)) \($0.comparison == "!=" ? "<>" : $0.comparison) ?" }
                .joined(separator: " AND ")
            arguments += request.having.map { $0.value }
        }
        let order = sql.orderBy(request.ordering, groupBy: request.groupBy)
        if !order.isEmpty { statement += " ORDER BY " + order }
        let rows = try isolatedRead { db in
            try Row.fetchAll(db, sql: statement, arguments: StatementArguments(arguments))
        }
        return rows.map { row in
            let values = request.groupBy.indices.map { index in AggregateSQL.text(row[index]) }
            var results: [AggregateQuery.Term: String] = [:]
            for (offset, term) in request.terms.enumerated() {
                let value: DatabaseValue = row[request.groupBy.count + offset]
                results[term] = sql.format(value, term: term)
            }
            return AggregateGroup(values: values, results: results)
        }
    }
}

/// The SQL for aggregate terms over one soup.
struct AggregateSQL {
    let schema: SoupSchema
    let types: [String: QueryFieldType]

    /// A field's value with empty text read as NULL, so it is grouped as empty and left out of averages.
    func value(_ field: String) -> String {
        "NULLIF(\(schema.expression(for: field)), '')"
    }

    /// Whether the field holds numbers: integers, decimals, and choices (whose values are mostly numbers).
    func isNumeric(_ field: String) -> Bool {
        switch types[field] {
        case .integer, .decimal, .choice: return true
        default: return false
        }
    }

    func aggregate(_ term: AggregateQuery.Term) -> String {
        guard let field = term.field else { return "COUNT(*)" }
        let numeric = "CAST(\(value(field)) AS REAL)"
        switch term.function {
        case .count: return "COUNT(\(value(field)))"
        case .avg: return "AVG(\(numeric))"
        // SUM, not TOTAL: a group with no values sums to nothing, as GlideAggregate's results show, not to 0.
        case .sum: return "SUM(\(numeric))"
        case .min: return isNumeric(field) ? "MIN(\(numeric))" : "MIN(\(value(field)))"
        case .max: return isNumeric(field) ? "MAX(\(numeric))" : "MAX(\(value(field)))"
        }
    }

    func orderBy(_ ordering: [(key: AggregateQuery.SortKey, descending: Bool)], groupBy: [String]) -> String {
        let keys =
            ordering.isEmpty ? groupBy.map { (key: AggregateQuery.SortKey.field($0), descending: false) } : ordering
        return keys.map { key, descending in
            let expression: String
            switch key {
            case .field(let field):
                expression = isNumeric(field) ? "CAST(\(value(field)) AS REAL)" : "\(value(field)) COLLATE NOCASE"
            case .aggregate(let term): expression = aggregate(term)
            }
            return expression + (descending ? " DESC" : " ASC")
        }.joined(separator: ", ")
    }

    /// A result as the platform's strings show it.
    func format(_ value: DatabaseValue, term: AggregateQuery.Term) -> String {
        if term.function == .avg, case .double(let number) = value.storage { return String(format: "%.4f", number) }
        return Self.text(value)
    }

    static func text(_ value: DatabaseValue) -> String {
        switch value.storage {
        case .null: return ""
        case .int64(let number): return String(number)
        case .double(let number):
            return number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .string(let text): return text
        case .blob: return ""
        }
    }
}
