import PlatformLimits

/// The platform APIs the embedded instance serves, in one list: the router adds each one's routes, and the scripted
/// REST passthrough leaves each one's paths alone.
enum PlatformAPIRegistry {
    /// Every API the instance serves. The Batch API is added by the router itself, since it answers through the
    /// router it is part of.
    static let builtIn: [any PlatformAPI.Type] = [
        TableRoutes.self,
        StatsRoutes.self,
        AttachmentRoutes.self,
        ImportSetRoutes.self,
        GraphQLRoute.self,
    ]

    /// The descriptors of every API, the Batch API's included.
    static var descriptors: [PlatformAPIDescriptor] {
        builtIn.map { $0.descriptor } + [PlatformRESTAPIs.batch]
    }

    /// The path prefixes no scripted REST API may claim.
    static let reservedPrefixes: [String] = descriptors.flatMap(\.prefixes)
}
