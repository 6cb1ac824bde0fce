import NowQuery
import NowStore

/// The Aggregate API: `GET /api/now[/v1]/stats/{table}`, counting, averaging, summing and bounding fields over the
/// records a query selects, grouped or not, in SQL.
struct StatsAPI: Sendable {
    let operations: TableOperations
    let log: InstanceLog
    var repository: RecordRepository { operations.repository }

    /// Answers a stats request for `user`.
    func handle(_ request: APIRequest, table: String, user: InstanceUser) -> APIResponse {
        let dictionary = repository.dictionary
        guard dictionary.table(table) != nil else { return .error(.unknownTable(table)) }
        guard request.method == "GET" else {
            return .error(.methodNotAllowed(method: request.method, allowed: ["GET"]))
        }
        // The platform needs read access to every record of the table: a user who sees only some rows is refused.
        guard operations.access.allows(.read, on: table, for: user),
            operations.access.recordRestriction(on: table, for: user) == nil
        else { return .error(.readDenied) }
        do {
            let parameters = try StatsParameters(request.queryItems, table: table, dictionary: dictionary)
            let aggregate = AggregateQuery(
                soup: table, query: parameters.query, fieldTypes: [:],
                context: operations.context(for: user, dictionary), groupBy: parameters.groupBy,
                terms: parameters.terms, having: parameters.having, ordering: parameters.ordering)
            let groups = try repository.aggregate(table, aggregate)
            let shaper = StatsShaper(
                repository: repository, dictionary: dictionary, table: table, parameters: parameters)
            return .json(200, shaper.body(groups))
        } catch let error as InstanceError {
            return .error(error)
        } catch {
            return .error(.internalError(log.internalFailure(error, during: "GET stats \(table)")))
        }
    }
}
