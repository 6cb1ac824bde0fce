import Foundation
import NowClient

/// The passwords the runner signs scenarios in with, by user name, and the OAuth client it uses.
public struct UserCredentials: Sendable {
    /// One user's sign-in.
    public struct Login: Sendable, Hashable {
        /// The user name on the instance.
        public var user: String
        public var password: String

        /// A login.
        public init(user: String, password: String) {
            self.user = user
            self.password = password
        }
    }

    /// Logins by the name scenarios use.
    public var logins: [String: Login]
    /// The name of the user scenarios without one sign in as.
    public var defaultUser: String
    /// The OAuth client id for `.oauth` scenarios.
    public var oauthClientID: String
    public var oauthClientSecret: String

    /// Credentials.
    public init(
        logins: [String: Login], defaultUser: String, oauthClientID: String = "nowtape",
        oauthClientSecret: String = "nowtape-secret"
    ) {
        self.logins = logins
        self.defaultUser = defaultUser
        self.oauthClientID = oauthClientID
        self.oauthClientSecret = oauthClientSecret
    }

    /// The embedded instance's demo users (`admin`/`admin`; `john.doe`, `abel.tuter` and `guest.user` with
    /// `password`), `admin` by default. Recordings hold none of these: the recorder redacts them.
    public static let demo = UserCredentials(
        logins: [
            "admin": Login(user: "admin", password: "admin"),
            "john.doe": Login(user: "john.doe", password: "password"),
            "abel.tuter": Login(user: "abel.tuter", password: "password"),
            "guest.user": Login(user: "guest.user", password: "password"),
        ], defaultUser: "admin")

    /// These credentials with `login` as the default user, as `--user` and `--password-env` give for a live instance.
    public func withDefault(_ login: Login) -> UserCredentials {
        var copy = self
        copy.logins[login.user] = login
        copy.defaultUser = login.user
        return copy
    }

    /// How a client signs in as `user`, or a failure naming the user with no password.
    public func authentication(for user: ScenarioUser) throws(ScenarioError) -> NowAuthentication {
        if user.style == .anonymous { return .none }
        let name = user.name ?? defaultUser
        guard let login = logins[name] else {
            throw ScenarioError(
                "The runner has no password for the user \"\(name)\". Give it one (UserCredentials.logins), or run "
                    + "against the embedded instance, whose demo users it knows.")
        }
        switch user.style {
        case .basic: return .basic(user: login.user, password: login.password)
        case .session: return .session(user: login.user, password: login.password)
        case .oauth:
            return .oauth(
                clientID: oauthClientID, clientSecret: oauthClientSecret, user: login.user, password: login.password)
        case .anonymous: return .none
        }
    }
}
