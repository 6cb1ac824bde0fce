import GlideScript
import NowQuery
import NowStore

extension InstanceGlideData {
    /// A script's `GlideAggregate`, answered by the same SQL engine as the Aggregate API.
    func aggregate(_ request: GlideAggregateRequest) throws -> [GlideAggregateRow] {
        let dictionary = operations.repository.dictionary
        guard dictionary.table(request.table) != nil else {
            throw InstanceError.badRequest(
                message: "Invalid table \(request.table)",
                detail: "GlideAggregate('\(request.table)') names no table of this instance")
        }
        let parsed = ParsedQueries.leniently(request.encodedQuery)
        for dropped in parsed.dropped {
            log(
                .warn, "GlideAggregate on \(request.table) ignored part of its query: \(dropped)",
                source: "GlideAggregate")
        }
        var query = parsed.query
        if request.secure {
            guard operations.access.allows(.read, on: request.table, for: instanceUser) else { return [] }
            query = try operations.visibleQuery(query, table: request.table, user: instanceUser)
        }
        let known = Set(dictionary.fields(of: request.table).map(\.name))
        func term(_ aggregate: GlideAggregateRequest.Aggregate) throws -> AggregateQuery.Term {
            guard let function = AggregateQuery.Function(rawValue: aggregate.function) else {
                throw InstanceError.badRequest(message: "Invalid aggregate", detail: aggregate.function)
            }
            if aggregate.field.isEmpty { return AggregateQuery.Term(function, nil) }
            guard known.contains(aggregate.field) else {
                throw InstanceError.badRequest(
                    message: "Invalid field \(aggregate.field)",
                    detail: "GlideAggregate: table \(request.table) has no field \(aggregate.field)")
            }
            return AggregateQuery.Term(function, aggregate.field)
        }
        let terms = try request.aggregates.map(term)
        let groupBy = request.groupBy.filter { known.contains($0) }
        let having = try request.having.map { AggregateQuery.Having(try term($0.aggregate), $0.comparison, $0.value) }
        let ordering = try request.ordering.compactMap { order -> (key: AggregateQuery.SortKey, descending: Bool)? in
            if let aggregate = order.aggregate { return (.aggregate(try term(aggregate)), order.descending) }
            guard let field = order.field, groupBy.contains(field) else { return nil }
            return (.field(field), order.descending)
        }
        let groups = try operations.repository.aggregate(
            request.table,
            AggregateQuery(
                soup: request.table, query: query, fieldTypes: [:],
                context: operations.context(for: instanceUser, dictionary), groupBy: groupBy, terms: terms,
                having: having, ordering: ordering))
        return groups.map { group in
            var aggregates: [String: String] = [:]
            for (aggregate, term) in zip(request.aggregates, terms) {
                aggregates[aggregate.key] = group.results[term] ?? ""
            }
            return GlideAggregateRow(
                values: Dictionary(
                    zip(groupBy, group.values).map { ($0, $1) }, uniquingKeysWith: { first, _ in first }),
                aggregates: aggregates)
        }
    }
}
