import Foundation
import HTTPTypes

/// The cookies a real instance sets when a request opens a session, in the form its answers show (published
/// captures, 2021 to 2024): the session's `JSESSIONID`, the cleared `glide_user` and `glide_user_session`, the
/// node route for 2147483647 seconds and the session store for 1800.
///
/// Over TLS they also carry `SameSite=None; Secure`, as the platform's do. Over plain HTTP they do not: a client
/// would never send a `Secure` cookie back to a loopback address.
public enum PlatformSessionCookies {
    /// How long the platform keeps a session cookie: 30 minutes.
    public static let sessionSeconds = 1800
    /// How long the platform keeps the node route: the largest 32-bit number of seconds.
    public static let routeSeconds = 2_147_483_647

    /// `Set-Cookie` fields for a session `session` opened at `now`; `secure` adds `SameSite=None; Secure`.
    public static func fields(session: String, now: Date, secure: Bool) -> [HTTPField] {
        let attributes = "Path=/; HttpOnly" + (secure ? "; SameSite=None; Secure" : "")
        func lasting(_ seconds: Int) -> String {
            let expiry = HTTPDate.cookieString(from: now.addingTimeInterval(TimeInterval(seconds)))
            return "Max-Age=\(seconds); Expires=\(expiry); \(attributes)"
        }
        let cleared = "Max-Age=0; Expires=Thu, 01-Jan-1970 00:00:10 GMT; \(attributes)"
        let route = "glide.\(session.prefix(32).lowercased())"
        return [
            "JSESSIONID=\(session); \(attributes)",
            "glide_user=; \(cleared)",
            "glide_user_session=; \(cleared)",
            "glide_user_route=\(route); \(lasting(routeSeconds))",
            "glide_session_store=\(session); \(lasting(sessionSeconds))",
        ].map { HTTPField(name: .setCookie, value: $0) }
    }
}
