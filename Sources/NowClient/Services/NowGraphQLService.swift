import Foundation

/// A GraphQL request: the document, its variables and the operation to run.
public struct GraphQLQuery: Sendable, Hashable {
    /// The GraphQL document.
    public var query: String
    /// Values for the document's `$variables`.
    public var variables: [String: JSONValue]
    /// The operation to run when the document holds several.
    public var operationName: String?

    /// A query.
    public init(_ query: String, variables: [String: JSONValue] = [:], operationName: String? = nil) {
        self.query = query
        self.variables = variables
        self.operationName = operationName
    }

    var body: JSONValue {
        var members: [(String, JSONValue)] = [("query", .string(query))]
        if !variables.isEmpty { members.append(("variables", JSONValue(sortingKeys: variables))) }
        if let operationName { members.append(("operationName", .string(operationName))) }
        return .object(members)
    }
}

/// What a GraphQL request returned: `data` and `errors` side by side, as the platform sends them with HTTP 200.
public struct GraphQLResult: Sendable, Hashable {
    /// One entry of `errors`.
    public struct GraphQLError: Sendable, Hashable, CustomStringConvertible {
        public var message: String
        /// Where in the document, as `line:column`.
        public var locations: [String]

        public var description: String {
            locations.isEmpty ? message : "\(message) (at \(locations.joined(separator: ", ")))"
        }
    }

    /// `data`, or nil when the query did not run.
    public var data: JSONValue?
    /// `errors`, empty when there were none.
    public var errors: [GraphQLError]
}

/// GraphQL at `/api/now/graphql`.
public struct NowGraphQLService: Sendable {
    /// The GraphQL endpoint's path, `/api/now/graphql`.
    public static let path = "/api/now/graphql"

    let client: NowClient

    /// Runs `query` and returns its data and errors, or throws for an HTTP error.
    public func execute(_ query: GraphQLQuery) async throws(NowClientError) -> GraphQLResult {
        let response = try await client.perform("POST", path: Self.path, body: query.body.data)
        let body = try JSONValue(parsing: response.body)
        let errors = (body["errors"]?.arrayValue ?? []).map { error in
            GraphQLResult.GraphQLError(
                message: error["message"]?.text ?? error.compactText,
                locations: (error["locations"]?.arrayValue ?? []).map { location in
                    "\(location["line"]?.text ?? "?"):\(location["column"]?.text ?? "?")"
                })
        }
        let data = body["data"].flatMap { $0 == .null ? nil : $0 }
        return GraphQLResult(data: data, errors: errors)
    }

    /// Runs `query` and decodes its `data` as `T`; errors, or no data, throw with the messages.
    public func execute<T: Decodable>(_ query: GraphQLQuery, as type: T.Type) async throws(NowClientError) -> T {
        let result = try await execute(query)
        guard result.errors.isEmpty, let data = result.data else {
            throw .decoding(
                type: "\(T.self)",
                reason: "the query returned errors: "
                    + result.errors.map(\.description).joined(separator: "; "),
                body: result.data?.compactText ?? "")
        }
        return try data.decode(T.self)
    }
}
