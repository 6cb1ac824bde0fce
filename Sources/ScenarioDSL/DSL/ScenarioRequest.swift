import Foundation
import NowClient
import NowQuery

/// What a `Call` sends: a Table API, GraphQL or scripted REST request, or any HTTP request. Every string in it may
/// hold `{{name}}` placeholders for values captured by earlier steps.
public struct ScenarioRequest: Sendable {
    /// The method, path, query and body, once placeholders are filled in.
    public struct Prepared: Sendable {
        public var method: String
        public var path: String
        public var query: [(String, String)]
        public var body: Data
        /// Headers beyond the client's own, such as an upload's `Content-Type`.
        public var headers: HTTPFields = HTTPFields()
    }

    /// How reports describe the request before it is sent.
    public let summary: String
    let prepare: @Sendable (ScenarioContext) throws -> Prepared

    /// Any request to a path of the instance.
    public static func http(
        _ method: String, _ path: String, query: KeyValuePairs<String, String> = [:], json body: JSONValue? = nil
    ) -> ScenarioRequest {
        let pairs = query.map { ($0.key, $0.value) }
        return ScenarioRequest(summary: "\(method) \(path)") { context in
            Prepared(
                method: method, path: try context.expand(path),
                query: try pairs.map { ($0.0, try context.expand($0.1)) },
                body: try body.map { try context.expand($0).data } ?? Data())
        }
    }

    // MARK: Table API

    /// `GET /api/now/table/<table>` with the Mobile SDK's fetch configuration (filter, limit, fields, display values).
    public static func list(
        _ table: String, _ configuration: FetchConfiguration = FetchConfiguration(), offset: Int = 0
    )
        -> ScenarioRequest
    {
        var query = configuration.parameters.map { ($0.name, $0.value) }
        if offset > 0 { query.append(("sysparm_offset", String(offset))) }
        return Self.table(method: "GET", table, id: nil, query: query, body: nil)
    }

    /// `GET /api/now/table/<table>/<sys_id>`.
    public static func get(
        _ table: String, id: String, read: FieldReadConfiguration = FieldReadConfiguration()
    ) -> ScenarioRequest {
        self.table(method: "GET", table, id: id, query: read.parameters.map { ($0.name, $0.value) }, body: nil)
    }

    /// `POST /api/now/table/<table>` with `values`.
    public static func create(_ table: String, _ values: JSONValue, options: WriteOptions = WriteOptions())
        -> ScenarioRequest
    {
        self.table(method: "POST", table, id: nil, query: options.parameters, body: values)
    }

    /// `POST /api/now/table/<table>` with an `Encodable` record.
    public static func create(_ table: String, encoding record: some Encodable & Sendable) -> ScenarioRequest {
        ScenarioRequest(summary: "POST \(NowTableService.path(table))") { context in
            Prepared(
                method: "POST", path: NowTableService.path(table), query: [],
                body: try context.expand(try JSONValue(encoding: record)).data)
        }
    }

    /// `PATCH /api/now/table/<table>/<sys_id>` with the fields to change.
    public static func update(_ table: String, id: String, _ values: JSONValue, options: WriteOptions = WriteOptions())
        -> ScenarioRequest
    {
        self.table(method: "PATCH", table, id: id, query: options.parameters, body: values)
    }

    /// `PUT /api/now/table/<table>/<sys_id>`.
    public static func replace(_ table: String, id: String, _ values: JSONValue) -> ScenarioRequest {
        self.table(method: "PUT", table, id: id, query: [], body: values)
    }

    /// `DELETE /api/now/table/<table>/<sys_id>`.
    public static func delete(_ table: String, id: String) -> ScenarioRequest {
        self.table(method: "DELETE", table, id: id, query: [], body: nil)
    }

    private static func table(method: String, _ table: String, id: String?, query: [(String, String)], body: JSONValue?)
        -> ScenarioRequest
    {
        // The summary keeps placeholders as written; the path escapes the sys_id once it is filled in.
        let summary = "\(method) \(NowTableService.path(table))" + (id.map { "/" + $0 } ?? "")
        return ScenarioRequest(summary: summary) { context in
            Prepared(
                method: method, path: NowTableService.path(table, try id.map { try context.expand($0) }),
                query: try query.map { ($0.0, try context.expand($0.1)) },
                body: try body.map { try context.expand($0).data } ?? Data())
        }
    }

    // MARK: GraphQL and scripted REST

    /// `POST /api/now/graphql`.
    public static func graphQL(_ query: String, variables: [String: JSONValue] = [:]) -> ScenarioRequest {
        ScenarioRequest(summary: "POST \(NowGraphQLService.path)") { context in
            var body: [(String, JSONValue)] = [("query", .string(try context.expand(query)))]
            if !variables.isEmpty { body.append(("variables", try context.expand(JSONValue(sortingKeys: variables)))) }
            return Prepared(method: "POST", path: NowGraphQLService.path, query: [], body: JSONValue.object(body).data)
        }
    }

    /// A scripted REST resource: `/api/<namespace>[/<version>]/<service><path>`.
    public static func scriptedREST(
        _ method: String, namespace: String, service: String, version: String? = nil, path: String,
        query: KeyValuePairs<String, String> = [:], json body: JSONValue? = nil
    ) -> ScenarioRequest {
        http(
            method, ScriptedRESTService.path(namespace: namespace, service: service, version: version, path),
            query: query, json: body)
    }
}
