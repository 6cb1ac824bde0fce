import PlatformLimits

/// The platform APIs the embedded instance serves, in one list: the router adds each one's routes, the dictionary
/// each one's tables, rate limit and quota rules name each one by its key, and the scripted REST passthrough leaves
/// each one's paths alone.
enum PlatformAPIRegistry {
    /// Every API the instance serves. The Batch API is added by the router itself, since it answers through the
    /// router it is part of.
    static let builtIn: [any PlatformAPI.Type] = [
        TableRoutes.self,
        StatsRoutes.self,
        AttachmentRoutes.self,
        ImportSetRoutes.self,
        GraphQLRoute.self,
        CMDBInstanceRoutes.self,
    ]

    /// The descriptors of every API, the Batch API's included.
    static let descriptors: [PlatformAPIDescriptor] = builtIn.map { $0.descriptor } + [BatchRoute.descriptor]

    /// The path prefixes no scripted REST API may claim.
    static let reservedPrefixes: [String] = descriptors.flatMap(\.prefixes)

    /// The tables the APIs bring beyond the standard ones.
    static var tables: [TableDefinition] { builtIn.flatMap { $0.tables } }

    /// The access rules of those tables.
    static var tableRules: [String: AccessRules.TableRule] {
        builtIn.reduce(into: [:]) { rules, api in rules.merge(api.tableRules) { first, _ in first } }
    }

    /// Seeds every API's own records into a fresh instance.
    static func seed(_ repository: RecordRepository) throws {
        for api in builtIn { try api.seed(repository) }
    }
}

extension EmbeddedInstance {
    /// The platform APIs the instance serves: the keys and path prefixes rate limit and transaction quota rules
    /// may name (`RateLimitRule.parse(_:apis:)`).
    public static var platformAPIs: [PlatformAPIDescriptor] { PlatformAPIRegistry.descriptors }
}
