/// The platform's own REST APIs as the embedded instance serves them: a short key, the name messages use, and the
/// path prefixes each answers under. Every other `/api/` path belongs to scripted REST. Rate limit and transaction
/// quota rules name an API by its key.
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

    /// Each API's key, name and path prefixes.
    public static let all: [(key: String, name: String, prefixes: [String])] = [
        ("table", "Table API", tablePaths.map { $0 + "/" }),
        ("stats", "Aggregate API", statsPaths.map { $0 + "/" }),
        ("attachment", "Attachment API", attachmentPaths),
        ("import", "Import Set API", importPaths.map { $0 + "/" }),
        ("batch", "Batch API", batchPaths),
        ("graphql", "GraphQL API", [graphQLPath]),
    ]
}
