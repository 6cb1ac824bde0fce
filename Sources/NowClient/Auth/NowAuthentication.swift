/// How a NowClient proves who it is.
public enum NowAuthentication: Sendable, Hashable {
    /// No credentials: the guest user where the instance allows it.
    case none
    /// `Authorization: Basic` on every request.
    case basic(user: String, password: String)
    /// Basic on the first request, then the session cookies the instance set (`JSESSIONID`, `glide_user_route`, …)
    /// and no password; the session is opened again with Basic if the instance ends it.
    case session(user: String, password: String)
    /// The OAuth password grant at `/oauth_token.do`, then `Authorization: Bearer`; the refresh token is used when
    /// the access token expires, and the password grant again when the refresh token has expired too.
    case oauth(clientID: String, clientSecret: String, user: String, password: String)

    /// The user name, when there is one.
    public var user: String? {
        switch self {
        case .none: return nil
        case .basic(let user, _), .session(let user, _), .oauth(_, _, let user, _): return user
        }
    }
}
