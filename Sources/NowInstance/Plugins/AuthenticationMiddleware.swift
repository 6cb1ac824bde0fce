import Foundation
import HTTPMessageRules
import Hummingbird

/// Reads the credentials of every REST request once, after the limits have admitted it and before any API sees it:
/// a valid caller goes into the context, and a session that Basic credentials opened is sent back as the platform's
/// cookies on whatever the request is answered, errors included. A request without valid credentials goes on without
/// a caller, and each API decides: most answer 401, a scripted REST operation may serve a guest. Every answer gets the
/// platform's own headers (``PlatformResponseHeaders``), so no API can forget them.
struct AuthenticationMiddleware: RouterMiddleware {
    typealias Context = InstanceRequestContext

    let auth: AuthService
    /// Adds the roles installed applications grant and contain to each caller's own.
    let security: ApplicationSecurity
    /// The headers every answer carries.
    let headers: PlatformResponseHeaders
    /// Whether the request reached the instance over TLS.
    let isSecure: @Sendable (Request) -> Bool

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard request.uri.path.hasPrefix("/api/") else { return try await next(request, context) }
        var context = context
        var openedSession: String?
        var cookies = Cookies.parse(request.headers[.cookie])
        if let moved = context.movedSession { cookies["JSESSIONID"] = moved }
        if case .authenticated(let user, let session) = auth.authenticate(
            authorization: request.headers[.authorization], cookies: cookies)
        {
            context.caller = security.expanded(user)
            openedSession = session
        }
        var response: Response
        do {
            response = try await next(request, context)
        } catch let failure as APIAnswerError {
            response = try failure.response(from: request, context: context)
        }
        let secure = isSecure(request)
        if let openedSession {
            response.headers.append(
                contentsOf: PlatformSessionCookies.fields(session: openedSession, now: Date(), secure: secure))
        }
        headers.apply(to: &response.headers, signedIn: context.caller != nil, secure: secure)
        return response
    }
}
