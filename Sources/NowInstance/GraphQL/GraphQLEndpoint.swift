import Foundation
import GraphQL
import JSONText
import Synchronization

/// `POST /api/now/graphql`: parses, validates, checks the limits of, and runs a GraphQL request against the schema
/// built from the current table dictionary. Query errors come back with HTTP 200 and an `errors` list, as on the
/// platform.
struct GraphQLEndpoint: Sendable {
    let operations: TableOperations
    let limits: GraphQLLimits
    let log: InstanceLog
    private let cache = SchemaCache()

    init(operations: TableOperations, limits: GraphQLLimits, log: InstanceLog) {
        self.operations = operations
        self.limits = limits
        self.log = log
    }

    /// The schema for the dictionary as it is now; a table defined at run time appears in the next request.
    func schema() throws -> (GraphQLSchema, TableDictionary) {
        let dictionary = operations.repository.dictionary
        return (try cache.schema(for: dictionary), dictionary)
    }

    /// Answers one request body for `user`.
    func handle(_ body: Data?, user: InstanceUser) async -> APIResponse {
        if let refusal = refusal(of: body ?? Data()) {
            return Self.respond(status: 400, GraphQLResult(errors: [GraphQLError(message: refusal)]))
        }
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
            let message = log.internalFailure(error, during: "GraphQL request")
            return Self.respond(status: 200, GraphQLResult(errors: [GraphQLError(message: message)]))
        }
    }

    /// Why a body is refused before it is parsed: larger than the limit, or nested deeper than the engine's
    /// recursive parser and validator may safely go. nil when it may be parsed.
    private func refusal(of body: Data) -> String? {
        guard body.count <= limits.maximumRequestBytes else {
            return "The request body is \(body.count) bytes; the most this instance accepts is "
                + "\(limits.maximumRequestBytes). Send a smaller query, or split it into several requests."
        }
        let text = String(decoding: body, as: UTF8.self)
        if let place = NestingGuard.firstExcess(in: text, limit: limits.maximumNesting, comments: false) {
            return "The request body's JSON nests deeper than \(limits.maximumNesting) levels (line \(place.line), "
                + "column \(place.column)). Flatten the variables, or send the query with less nesting."
        }
        return nil
    }

    /// Why a query document is refused before it is parsed, with where it nests too deep; nil when it may be parsed.
    private func refusal(ofQuery query: String) -> GraphQLError? {
        guard let place = NestingGuard.firstExcess(in: query, limit: limits.maximumNesting, comments: true) else {
            return nil
        }
        return GraphQLError(
            message: "The query nests brackets deeper than \(limits.maximumNesting) levels; the selection depth "
                + "limit is \(limits.maximumDepth). Remove levels of nesting, or use fragments for repeated parts.",
            locations: [SourceLocation(line: place.line, column: place.column)])
    }

    private func run(_ request: GraphQLRequest, user: InstanceUser) async throws -> GraphQLResult {
        if let refusal = refusal(ofQuery: request.query) { return GraphQLResult(errors: [refusal]) }
        let (schema, dictionary) = try schema()
        let document: Document
        if let known = cache.document(request.query, revision: dictionary.revision) {
            document = known
        } else {
            document = try parse(source: Source(body: request.query, name: "GraphQL request"))
            let problems = validate(schema: schema, ast: document)
            guard problems.isEmpty else { return GraphQLResult(errors: problems) }
            cache.remember(request.query, document, revision: dictionary.revision)
        }
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
            user: user, operations: operations, dictionary: dictionary, limits: limits, mutationOrder: mutationOrder,
            log: log)
        return try await withTaskExecutorPreference(RequestTaskExecutor()) {
            try await execute(
                schema: schema, documentAST: document, rootValue: (), context: context,
                variableValues: request.variables, operationName: request.operationName)
        }
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
            members.append(("data", json(data)))
        }
        if !result.errors.isEmpty {
            members.append(("errors", JSONFragments.array(result.errors.map(errorJSON))))
        }
        return .json(status, JSONFragments.object(members))
    }

    /// Writes a result map as JSON, keeping the engine's key order.
    private static func json(_ value: Map) -> String {
        switch value {
        case .undefined, .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number):
            switch number.storageType {
            case .bool: return number.boolValue ? "true" : "false"
            case .int: return String(number.intValue)
            case .double: return number.doubleValue.isFinite ? String(number.doubleValue) : "null"
            case .unknown: return number.stringValue
            }
        case .string(let text): return JSONFragments.string(text)
        case .array(let items): return JSONFragments.array(items.map(json))
        case .dictionary(let members): return JSONFragments.object(members.map { ($0.key, json($0.value)) })
        }
    }

    private static func errorJSON(_ error: GraphQLError) -> String {
        var members = [("message", JSONFragments.string(error.message))]
        if !error.locations.isEmpty {
            let locations = error.locations.map { location in
                JSONFragments.object([("line", String(location.line)), ("column", String(location.column))])
            }
            members.append(("locations", JSONFragments.array(locations)))
        }
        if !error.path.elements.isEmpty {
            let path = error.path.elements.map { element -> String in
                switch element {
                case .key(let key): return JSONFragments.string(key)
                case .index(let index): return String(index)
                }
            }
            members.append(("path", JSONFragments.array(path)))
        }
        return JSONFragments.object(members)
    }
}

/// The schema built for the latest dictionary revision, rebuilt when a table is defined, and the documents that
/// passed validation against it, so a client repeating a query skips parsing and validating it again.
private final class SchemaCache: Sendable {
    /// A parsed document; the engine's AST is not changed after parsing.
    struct ValidDocument: @unchecked Sendable {
        let document: Document
    }

    private struct Entry {
        var revision: Int
        var builder: GlideRecordSchema
        var documents: [String: ValidDocument] = [:]
    }

    /// How many validated documents are kept per schema; past this the cache starts again.
    static let documentCapacity = 512
    private let entry = Mutex<Entry?>(nil)

    func schema(for dictionary: TableDictionary) throws -> GraphQLSchema {
        if let current = entry.withLock({ $0 }), current.revision == dictionary.revision,
            let schema = current.builder.schema
        {
            return schema
        }
        let builder = try GlideRecordSchema.build(dictionary)
        entry.withLock { $0 = Entry(revision: dictionary.revision, builder: builder) }
        guard let schema = builder.schema else { throw GraphQLError(message: "The GraphQL schema could not be built") }
        return schema
    }

    /// The document for `query`, if it passed validation against the schema of `revision` before.
    func document(_ query: String, revision: Int) -> Document? {
        entry.withLock { entry in
            entry?.revision == revision ? entry?.documents[query]?.document : nil
        }
    }

    /// Remembers that `query` parsed to `document` and passed validation against the schema of `revision`.
    func remember(_ query: String, _ document: Document, revision: Int) {
        entry.withLock { entry in
            guard entry?.revision == revision else { return }
            if entry?.documents.count ?? 0 >= Self.documentCapacity { entry?.documents.removeAll() }
            entry?.documents[query] = ValidDocument(document: document)
        }
    }
}
