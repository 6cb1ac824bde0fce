import Foundation
import JSONText

/// Reads the `aggregate` host call's arguments into a request, refusing what no aggregate can mean.
enum GlideAggregateArguments {
    static let functions: Set<String> = ["COUNT", "AVG", "MIN", "MAX", "SUM"]
    static let comparisons: Set<String> = ["=", "!=", "<", "<=", ">", ">="]

    static func request(_ args: JSONArguments) throws -> GlideAggregateRequest {
        let groupBy = (args.object["groupBy"]?.arrayValue ?? []).map(JSONArguments.text)
        let aggregates = try objects(args.object["aggregates"]).map(aggregate)
        let having = try objects(args.object["having"]).map { entry in
            let comparison = JSONArguments.text(entry["operator"])
            guard comparisons.contains(comparison) else {
                throw GlideCallError(
                    "addHaving: unknown operator \"\(comparison)\". Use one of: \(comparisons.sorted().joined(separator: ", "))"
                )
            }
            let text = JSONArguments.text(entry["value"])
            guard let value = Double(text) else {
                throw GlideCallError("addHaving: \"\(text)\" is not a number; compare an aggregate with a number")
            }
            return GlideAggregateRequest.Having(aggregate: try aggregate(entry), comparison: comparison, value: value)
        }
        let ordering = try objects(args.object["order"]).map { entry in
            let descending = entry["descending"] == .bool(true)
            if entry["function"] != nil {
                return GlideAggregateRequest.Order(field: nil, aggregate: try aggregate(entry), descending: descending)
            }
            return GlideAggregateRequest.Order(
                field: JSONArguments.text(entry["field"]), aggregate: nil, descending: descending)
        }
        return GlideAggregateRequest(
            table: try args.string("table"), encodedQuery: args.optionalString("query") ?? "", groupBy: groupBy,
            aggregates: aggregates, having: having, ordering: ordering, secure: args.bool("secure"))
    }

    /// The objects of an array argument; other elements are skipped.
    private static func objects(_ value: JSONValue?) -> [JSONValue] {
        (value?.arrayValue ?? []).filter { $0.objectValue != nil }
    }

    private static func aggregate(_ entry: JSONValue) throws -> GlideAggregateRequest.Aggregate {
        let function = JSONArguments.text(entry["function"]).uppercased()
        guard functions.contains(function) else {
            throw GlideCallError(
                "GlideAggregate: unknown aggregate \"\(function)\". Use COUNT, AVG, MIN, MAX or SUM")
        }
        let field = JSONArguments.text(entry["field"])
        guard function == "COUNT" || !field.isEmpty else {
            throw GlideCallError(
                "GlideAggregate: \(function) needs a field, such as addAggregate('\(function)', 'priority')")
        }
        return GlideAggregateRequest.Aggregate(function: function, field: field)
    }
}
