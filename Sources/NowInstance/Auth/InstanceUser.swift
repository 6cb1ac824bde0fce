/// The user a request runs as.
public struct InstanceUser: Sendable, Hashable {
    public var sysID: String
    public var userName: String
    public var roles: Set<String>

    public var isAdmin: Bool { roles.contains("admin") }

    public func hasRole(_ role: String) -> Bool { isAdmin || roles.contains(role) }

    /// Creates a user.
    public init(sysID: String, userName: String, roles: Set<String>) {
        self.sysID = sysID
        self.userName = userName
        self.roles = roles
    }
}
