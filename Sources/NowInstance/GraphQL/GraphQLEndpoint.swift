import Foundation
import GraphQL
import Synchronization

/// `POST /api/now/graphql`: parses, validates, checks the limits of, and runs a GraphQL request against the schema
/// built from the current table dictionary. Query errors come back with HTTP 200 and an `errors` list, as on the
/// platform.
struct GraphQLEndpoint: Sendable {
    let operations: TableOperations
    let limits: GraphQLLimits
    private let cache = SchemaCache()

    init(operations: TableOperations, limits: GraphQLLimits) {
        self.operations = operations
        self.limits = limits
    }

    /// The schema for the dictionary as it is now; a table defined at run time appears in the next request.
    func schema() throws -> (GraphQLSchema, TableDictionary) {
        let dictionary = operations.repository.dictionary
        return (try cache.schema(for: dictionary), dictionary)
    }

    /// Answers one request body for `user`.
    func handle(_ body: Data?, user: InstanceUser) async -> APIResponse {
        let request: GraphQLRequest
        do {
            request = try JSONDecoder().decode(GraphQLRequest.self, from: body ?? Data())
        } catch {
            return Self.respond(
                status: 400,
                GraphQLResult(errors: [
                    GraphQLError(
                        message: "The body is not a GraphQL request: \(Self.reason(error)). Send JSON such as "
                            + "{\"query\": \"{ GlideRecord_Query { incident { _rowCount } } }\", \"variables\": {}}.")
                ]))
        }
        do {
            return Self.respond(status: 200, try await run(request, user: user))
        } catch let error as GraphQLError {
            return Self.respond(status: 200, GraphQLResult(errors: [error]))
        } catch {
            return Self.respond(status: 200, GraphQLResult(errors: [GraphQLError(message: String(describing: error))]))
        }
    }

    private func run(_ request: GraphQLRequest, user: InstanceUser) async throws -> GraphQLResult {
        let (schema, dictionary) = try schema()
        let document = try parse(source: Source(body: request.query, name: "GraphQL request"))
        let problems = validate(schema: schema, ast: document)
        guard problems.isEmpty else { return GraphQLResult(errors: problems) }
        let fragments = Dictionary(
            document.definitions.compactMap { $0 as? FragmentDefinition }.map { ($0.name.value, $0) },
            uniquingKeysWith: { first, _ in first })
        var mutationOrder: [String: Int] = [:]
        if let operation = Self.operation(in: document, named: request.operationName) {
            let cost = GraphQLQueryCost(
                operation: operation, fragments: fragments, variables: request.variables, limits: limits)
            let violations = cost.violations(at: operation)
            guard violations.isEmpty else { return GraphQLResult(errors: violations) }
            if operation.operation == .mutation {
                mutationOrder = Self.writeOrder(operation, fragments: fragments, variables: request.variables)
            }
        }
        let context = GraphQLRequestContext(
            user: user, operations: operations, dictionary: dictionary, limits: limits, mutationOrder: mutationOrder)
        return try await execute(
            schema: schema, documentAST: document, rootValue: (), context: context,
            variableValues: request.variables, operationName: request.operationName)
    }

    /// The operation that runs: the one named, or the only one.
    private static func operation(in document: Document, named name: String?) -> OperationDefinition? {
        let operations = document.definitions.compactMap { $0 as? OperationDefinition }
        guard let name else { return operations.count == 1 ? operations.first : nil }
        return operations.first { $0.name?.value == name }
    }

    /// The position of each write, keyed by `<root key>/<write key>`, in the order the mutation lists them.
    private static func writeOrder(
        _ operation: OperationDefinition, fragments: [String: FragmentDefinition], variables: [String: Map]
    ) -> [String: Int] {
        let flattener = SelectionFlattener(fragments: fragments, variables: variables)
        var order: [String: Int] = [:]
        for (rootKey, roots) in flattener.fields(of: operation.selectionSet) {
            var writes: [String] = []
            for root in roots {
                guard let selection = root.selectionSet else { continue }
                for (key, _) in flattener.fields(of: selection) where !writes.contains(key) { writes.append(key) }
            }
            for key in writes { order[rootKey + "/" + key] = order.count }
        }
        return order
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): return "it has no \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has the wrong type"
        default: return "it is not valid JSON"
        }
    }

    /// `{"data": …, "errors": [{"message", "locations", "path"}]}`, leaving out what is empty, as the platform does.
    private static func respond(status: Int, _ result: GraphQLResult) -> APIResponse {
        var members: [(String, String)] = []
        if let data = result.data {
            let encoded = (try? GraphQLJSONEncoder().encode(data)).flatMap { String(data: $0, encoding: .utf8) }
            members.append(("data", encoded ?? "null"))
        }
        if !result.errors.isEmpty {
            members.append(("errors", JSONText.array(result.errors.map(errorJSON))))
        }
        return .json(status, JSONText.object(members))
    }

    private static func errorJSON(_ error: GraphQLError) -> String {
        var members = [("message", JSONText.string(error.message))]
        if !error.locations.isEmpty {
            let locations = error.locations.map { location in
                JSONText.object([("line", String(location.line)), ("column", String(location.column))])
            }
            members.append(("locations", JSONText.array(locations)))
        }
        if !error.path.elements.isEmpty {
            let path = error.path.elements.map { element -> String in
                switch element {
                case .key(let key): return JSONText.string(key)
                case .index(let index): return String(index)
                }
            }
            members.append(("path", JSONText.array(path)))
        }
        return JSONText.object(members)
    }
}

/// The schema built for the latest dictionary revision, rebuilt when a table is defined.
private final class SchemaCache: Sendable {
    private let built = Mutex<(revision: Int, builder: GlideRecordSchema)?>(nil)

    func schema(for dictionary: TableDictionary) throws -> GraphQLSchema {
        if let current = built.withLock({ $0 }), current.revision == dictionary.revision,
            let schema = current.builder.schema
        {
            return schema
        }
        let builder = try GlideRecordSchema.build(dictionary)
        built.withLock { $0 = (dictionary.revision, builder) }
        guard let schema = builder.schema else { throw GraphQLError(message: "The GraphQL schema could not be built") }
        return schema
    }
}
