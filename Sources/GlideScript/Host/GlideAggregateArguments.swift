import Foundation

/// Reads the `aggregate` host call's arguments into a request, refusing what no aggregate can mean.
enum GlideAggregateArguments {
    static let functions: Set<String> = ["COUNT", "AVG", "MIN", "MAX", "SUM"]
    static let comparisons: Set<String> = ["=", "!=", "<", "<=", ">", ">="]

    static func request(_ args: JSONArguments) throws -> GlideAggregateRequest {
        let groupBy = (args.object["groupBy"] as? [Any] ?? []).map { "\($0)" }
        let aggregates = try (args.object["aggregates"] as? [[String: Any]] ?? []).map(aggregate)
        let having = try (args.object["having"] as? [[String: Any]] ?? []).map { entry in
            let comparison = "\(entry["operator"] ?? "")"
            guard comparisons.contains(comparison) else {
                throw GlideCallError(
                    "addHaving: unknown operator \"\(comparison)\". Use one of: \(comparisons.sorted().joined(separator: ", "))"
                )
            }
            let text = "\(entry["value"] ?? "")"
            guard let value = Double(text) else {
                throw GlideCallError("addHaving: \"\(text)\" is not a number; compare an aggregate with a number")
            }
            return GlideAggregateRequest.Having(aggregate: try aggregate(entry), comparison: comparison, value: value)
        }
        let ordering = try (args.object["order"] as? [[String: Any]] ?? []).map { entry in
            let descending = (entry["descending"] as? Bool) ?? false
            if entry["function"] != nil {
                return GlideAggregateRequest.Order(field: nil, aggregate: try aggregate(entry), descending: descending)
            }
            return GlideAggregateRequest.Order(field: "\(entry["field"] ?? "")", aggregate: nil, descending: descending)
        }
        return GlideAggregateRequest(
            table: try args.string("table"), encodedQuery: args.optionalString("query") ?? "", groupBy: groupBy,
            aggregates: aggregates, having: having, ordering: ordering, secure: args.bool("secure"))
    }

    private static func aggregate(_ entry: [String: Any]) throws -> GlideAggregateRequest.Aggregate {
        let function = "\(entry["function"] ?? "")".uppercased()
        guard functions.contains(function) else {
            throw GlideCallError(
                "GlideAggregate: unknown aggregate \"\(function)\". Use COUNT, AVG, MIN, MAX or SUM")
        }
        let field = "\(entry["field"] ?? "")"
        guard function == "COUNT" || !field.isEmpty else {
            throw GlideCallError(
                "GlideAggregate: \(function) needs a field, such as addAggregate('\(function)', 'priority')")
        }
        return GlideAggregateRequest.Aggregate(function: function, field: field)
    }
}
