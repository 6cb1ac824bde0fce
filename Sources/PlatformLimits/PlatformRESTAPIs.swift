/// One of the platform's own REST APIs: the key rate limit and transaction quota rules name it by, the name messages
/// use, and the path prefixes it answers under.
public struct PlatformAPIDescriptor: Sendable, Hashable {
    public let key: String
    public let name: String
    /// Every path that starts with one of these belongs to the API; every other `/api/` path to scripted REST.
    public let prefixes: [String]

    /// Creates a descriptor.
    public init(key: String, name: String, prefixes: [String]) {
        self.key = key
        self.name = name
        self.prefixes = prefixes
    }
}

/// The platform's own REST APIs as the embedded instance serves them. Every other `/api/` path belongs to scripted
/// REST. Rate limit and transaction quota rules name an API by its key.
public enum PlatformRESTAPIs {
    /// Where the Table API answers.
    public static let tablePaths = ["/api/now/table", "/api/now/v1/table", "/api/now/v2/table"]
    /// Where the Import Set API answers.
    public static let importPaths = ["/api/now/import", "/api/now/v1/import"]
    /// Where the Aggregate API answers.
    public static let statsPaths = ["/api/now/stats", "/api/now/v1/stats"]
    /// Where the Attachment API answers.
    public static let attachmentPaths = ["/api/now/attachment", "/api/now/v1/attachment"]
    /// Where the Batch API answers.
    public static let batchPaths = ["/api/now/v1/batch"]
    /// The GraphQL endpoint.
    public static let graphQLPath = "/api/now/graphql"

    public static let table = PlatformAPIDescriptor(
        key: "table", name: "Table API", prefixes: tablePaths.map { $0 + "/" })
    public static let stats = PlatformAPIDescriptor(
        key: "stats", name: "Aggregate API", prefixes: statsPaths.map { $0 + "/" })
    public static let attachment = PlatformAPIDescriptor(
        key: "attachment", name: "Attachment API", prefixes: attachmentPaths)
    public static let importSet = PlatformAPIDescriptor(
        key: "import", name: "Import Set API", prefixes: importPaths.map { $0 + "/" })
    public static let batch = PlatformAPIDescriptor(key: "batch", name: "Batch API", prefixes: batchPaths)
    public static let graphQL = PlatformAPIDescriptor(key: "graphql", name: "GraphQL API", prefixes: [graphQLPath])

    /// Every API, in the order paths are matched.
    public static let all: [PlatformAPIDescriptor] = [table, stats, attachment, importSet, batch, graphQL]
}
