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
