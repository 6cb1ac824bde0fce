import Foundation
import Synchronization

/// Authenticates requests: Basic credentials (which open a session), session cookies, and OAuth bearer tokens.
public final class AuthService: Sendable {
    /// How long a session or access token lives without use.
    public let sessionLifetime: TimeInterval
    private let credentials: [String: DemoUser]
    /// Registered OAuth clients: client ID to client secret.
    private let oauthClients: [String: String]
    private let sessions: Mutex<ExpiringEntries>
    private let accessTokens: Mutex<ExpiringEntries>
    private let refreshTokens = Mutex<[String: InstanceUser]>([:])
    private let now: @Sendable () -> Date

    /// The cookies that carry a session.
    public static let sessionCookies = ["JSESSIONID", "glide_session_store", "glide_user_route"]

    /// Creates the service for the demo users. At most `maximumSessions` sessions (and as many access tokens) are
    /// kept; past that the least recently used are dropped and their clients must sign in again.
    public init(
        users: [DemoUser], oauthClients: [String: String] = SeedData.oauthApplications,
        sessionLifetime: TimeInterval = 1_800, maximumSessions: Int = 100_000,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.oauthClients = oauthClients
        self.credentials = Dictionary(users.map { ($0.userName, $0) }, uniquingKeysWith: { $1 })
        self.sessionLifetime = sessionLifetime
        self.sessions = Mutex(ExpiringEntries(capacity: maximumSessions))
        self.accessTokens = Mutex(ExpiringEntries(capacity: maximumSessions))
        self.now = now
    }

    /// How many sessions are held.
    public var sessionCount: Int { sessions.withLock { $0.count } }

    /// What authentication found.
    public enum Outcome: Sendable {
        /// The request runs as `user`; `newSession` is set when Basic credentials opened a session.
        case authenticated(InstanceUser, newSession: String?)
        case denied
    }

    /// Authenticates from the Authorization and Cookie headers.
    public func authenticate(authorization: String?, cookies: [String: String]) -> Outcome {
        if let authorization, authorization.lowercased().hasPrefix("basic ") {
            guard let user = basicUser(String(authorization.dropFirst(6))) else { return .denied }
            if let session = cookies["JSESSIONID"], live(session, in: sessions)?.sysID == user.sysID {
                return .authenticated(user, newSession: nil)
            }
            let session = Self.token()
            let current = now()
            sessions.withLock {
                $0.insert(session, user: user, expires: current.addingTimeInterval(sessionLifetime), now: current)
            }
            return .authenticated(user, newSession: session)
        }
        if let authorization, authorization.lowercased().hasPrefix("bearer ") {
            let token = String(authorization.dropFirst(7)).trimmingCharacters(in: .whitespaces)
            guard let user = live(token, in: accessTokens) else { return .denied }
            return .authenticated(user, newSession: nil)
        }
        if let session = cookies["JSESSIONID"], let user = live(session, in: sessions) {
            return .authenticated(user, newSession: nil)
        }
        return .denied
    }

    /// The user a request's credentials name, without opening a session: for limits applied before the request
    /// reaches its API.
    public func identify(authorization: String?, cookies: [String: String]) -> InstanceUser? {
        if let authorization, authorization.lowercased().hasPrefix("basic ") {
            return basicUser(String(authorization.dropFirst(6)))
        }
        if let authorization, authorization.lowercased().hasPrefix("bearer ") {
            return live(String(authorization.dropFirst(7)).trimmingCharacters(in: .whitespaces), in: accessTokens)
        }
        return cookies["JSESSIONID"].flatMap { live($0, in: sessions) }
    }

    /// The live session a request's `JSESSIONID` cookie names, if any: the session its transaction runs in.
    public func liveSession(cookies: [String: String]) -> String? {
        guard let session = cookies["JSESSIONID"], live(session, in: sessions) != nil else { return nil }
        return session
    }

    /// Ends the live access token an `Authorization: Bearer` header carries, as its expiry would; returns whether
    /// there was one. The refresh token stays valid, so the client can get a new access token.
    public func expireAccessToken(authorization: String?) -> Bool {
        guard let authorization, authorization.lowercased().hasPrefix("bearer ") else { return false }
        let token = String(authorization.dropFirst(7)).trimmingCharacters(in: .whitespaces)
        guard live(token, in: accessTokens) != nil else { return false }
        return accessTokens.withLock { $0.remove(token) } != nil
    }

    /// Moves the live session `cookies` name to a new one for the same user, as when a node change hands the
    /// session to another node: the old session ends. Returns the new session, or nil when there was none.
    public func moveSession(cookies: [String: String]) -> String? {
        guard let old = cookies["JSESSIONID"], let user = live(old, in: sessions) else { return nil }
        let session = Self.token()
        let current = now()
        sessions.withLock {
            $0.remove(old)
            $0.insert(session, user: user, expires: current.addingTimeInterval(sessionLifetime), now: current)
        }
        return session
    }

    /// The OAuth password and refresh-token grants of `/oauth_token.do`.
    public func grant(_ form: [String: String]) -> (access: String, refresh: String, expiresIn: Int)? {
        // Both grants authenticate the client first, as the platform does against its OAuth application registry.
        guard let clientID = form["client_id"], let secret = oauthClients[clientID],
            Self.constantTimeEqual(secret, form["client_secret"] ?? "")
        else { return nil }
        let user: InstanceUser?
        switch form["grant_type"] {
        case "password":
            user = form["username"].flatMap { name in
                credentials[name].flatMap { $0.password == form["password"] ? Self.user($0) : nil }
            }
        case "refresh_token":
            user = form["refresh_token"].flatMap { token in refreshTokens.withLock { $0.removeValue(forKey: token) } }
        default:
            user = nil
        }
        guard let user else { return nil }
        let access = Self.token()
        let refresh = Self.token()
        let current = now()
        accessTokens.withLock {
            $0.insert(access, user: user, expires: current.addingTimeInterval(sessionLifetime), now: current)
        }
        refreshTokens.withLock { $0[refresh] = user }
        return (access, refresh, Int(sessionLifetime) - 1)
    }

    /// Compares secrets without stopping at the first difference, so timing does not tell how much matched.
    private static func constantTimeEqual(_ first: String, _ second: String) -> Bool {
        let (a, b) = (Array(first.utf8), Array(second.utf8))
        var difference = UInt8(a.count == b.count ? 0 : 1)
        for index in 0..<max(a.count, b.count) {
            difference |= (index < a.count ? a[index] : 0) ^ (index < b.count ? b[index] : 0)
        }
        return difference == 0
    }

    private func basicUser(_ encoded: String) -> InstanceUser? {
        guard let data = Data(base64Encoded: encoded.trimmingCharacters(in: .whitespaces)),
            let text = String(data: data, encoding: .utf8), let colon = text.firstIndex(of: ":")
        else { return nil }
        let name = String(text[..<colon])
        let password = String(text[text.index(after: colon)...])
        guard let user = credentials[name], user.password == password else { return nil }
        return Self.user(user)
    }

    /// A live entry's user, sliding its expiry forward; expired entries are removed.
    private func live(_ key: String, in table: borrowing Mutex<ExpiringEntries>) -> InstanceUser? {
        let current = now()
        return table.withLock { $0.live(key, now: current, renewed: current.addingTimeInterval(sessionLifetime)) }
    }

    private static func user(_ demo: DemoUser) -> InstanceUser {
        InstanceUser(sysID: demo.sysID, userName: demo.userName, roles: Set(demo.roles))
    }

    private static func token() -> String {
        (0..<2).map { _ in String(UInt64.random(in: .min ... .max), radix: 16) }.joined().uppercased()
    }
}
