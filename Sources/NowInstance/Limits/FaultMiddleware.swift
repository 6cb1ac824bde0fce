import Foundation
import HTTPMessageRules
import Hummingbird
import PlatformErrors
import PlatformLimits

/// Puts the configured ``PlatformFault``s in the way of REST requests, before anything else sees them. A fault
/// counts only the requests it can meet: token expiry those with a live bearer token, a node change and a session
/// limit those in a live session.
struct FaultMiddleware: RouterMiddleware {
    typealias Context = InstanceRequestContext

    let schedule: FaultSchedule
    let auth: AuthService
    /// Whether the request reached the instance over TLS, for the cookies a node change sets.
    let isSecure: @Sendable (Request) -> Bool

    init(faults: [PlatformFault], auth: AuthService, isSecure: @escaping @Sendable (Request) -> Bool) {
        schedule = FaultSchedule(faults: faults)
        self.auth = auth
        self.isSecure = isSecure
    }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard request.uri.path.hasPrefix("/api/") else { return try await next(request, context) }
        let authorization = request.headers[.authorization]
        let cookies = Cookies.parse(request.headers[.cookie])
        let fault = schedule.next { kind in
            switch kind {
            case .hibernation, .semaphore, .transactionQuota, .rateLimit: return true
            case .tokenExpiry:
                return authorization?.lowercased().hasPrefix("bearer ") == true
                    && auth.identify(authorization: authorization, cookies: [:]) != nil
            case .nodeChange, .sessionLimit: return auth.liveSession(cookies: cookies) != nil
            }
        }
        switch fault {
        case nil: return try await next(request, context)
        case .hibernation?:
            var headers = HTTPFields()
            headers[.contentType] = FaultAnswers.hibernationContentType
            return Response(
                status: .ok, headers: headers,
                body: ResponseBody(byteBuffer: ByteBuffer(string: FaultAnswers.hibernationPage)))
        case .semaphore?:
            let error = FaultAnswers.semaphoreError
            return Self.envelope(
                status: .tooManyRequests, ErrorEnvelope(message: error.message, detail: error.detail))
        case .transactionQuota?:
            let error = FaultAnswers.cancelledTransactionError
            return Self.envelope(status: .ok, ErrorEnvelope(message: error.message, detail: error.detail))
        case .rateLimit?:
            return RateLimitMiddleware.response(RateLimitRefusal(rule: RateLimitRefusal.faultRule, now: Date()))
        case .sessionLimit?:
            return Response(status: .accepted, headers: [.contentLength: "0"])
        case .tokenExpiry?:
            guard auth.expireAccessToken(authorization: authorization) else { return try await next(request, context) }
            let error = FaultAnswers.expiredTokenError
            var response = Self.envelope(
                status: .unauthorized, ErrorEnvelope(message: error.message, detail: error.detail))
            response.headers[.wwwAuthenticate] = FaultAnswers.bearerChallenge
            return response
        case .nodeChange?:
            guard let session = auth.moveSession(cookies: cookies) else { return try await next(request, context) }
            var moved = context
            moved.movedSession = session
            var response = try await next(request, moved)
            response.headers.append(
                contentsOf: PlatformSessionCookies.fields(session: session, now: Date(), secure: isSecure(request)))
            return response
        }
    }

    private static func envelope(status: HTTPResponse.Status, _ error: ErrorEnvelope) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json;charset=UTF-8"
        return Response(
            status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: error.text)))
    }
}
