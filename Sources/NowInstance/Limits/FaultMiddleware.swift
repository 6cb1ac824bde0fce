import Foundation
import Hummingbird
import PlatformErrors
import Synchronization

/// Puts the configured ``PlatformFault``s in the way of REST requests, before anything else sees them. A fault
/// counts only the requests it can meet: token expiry those with a live bearer token, a node change those in a
/// live session.
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
            case .hibernation, .semaphore: return true
            case .tokenExpiry:
                return authorization?.lowercased().hasPrefix("bearer ") == true
                    && auth.identify(authorization: authorization, cookies: [:]) != nil
            case .nodeChange: return auth.liveSession(cookies: cookies) != nil
            }
        }
        switch fault {
        case nil: return try await next(request, context)
        case .hibernation?: return HibernationAnswer.response()
        case .semaphore?:
            return Self.envelope(
                status: .tooManyRequests,
                ErrorEnvelope(
                    message: "Too Many Requests",
                    detail: "Every API_INT semaphore is busy and its queue is full; wait, then send the request again"))
        case .tokenExpiry?:
            guard auth.expireAccessToken(authorization: authorization) else { return try await next(request, context) }
            var response = Self.envelope(
                status: .unauthorized,
                ErrorEnvelope(message: "User Not Authenticated", detail: "Required to provide Auth information"))
            response.headers[.wwwAuthenticate] = #"BEARER realm="Service-now""#
            return response
        case .nodeChange?:
            guard let session = auth.moveSession(cookies: cookies) else { return try await next(request, context) }
            var moved = context
            moved.movedSession = session
            var response = try await next(request, moved)
            response.headers.append(
                contentsOf: SessionCookies.fields(session: session, now: Date(), secure: isSecure(request)))
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

/// Which request meets which fault. A fault at rate r meets exactly ⌊n·r⌋ of the first n requests it can meet,
/// spread evenly, so a run is repeatable.
final class FaultSchedule: Sendable {
    let faults: [PlatformFault]
    /// How many requests each fault has seen.
    private let seen = Mutex<[PlatformFault.Kind: Int]>([:])

    init(faults: [PlatformFault]) {
        self.faults = faults
    }

    /// The fault the next request meets, if any; each fault counts the requests `canMeet` says it can meet.
    func next(canMeet: (PlatformFault.Kind) -> Bool) -> PlatformFault.Kind? {
        seen.withLock { counts in
            var met: PlatformFault.Kind?
            for fault in faults where canMeet(fault.kind) {
                let before = counts[fault.kind, default: 0]
                counts[fault.kind] = before + 1
                let due =
                    (Double(before + 1) * fault.rate).rounded(.down) > (Double(before) * fault.rate).rounded(.down)
                if due, met == nil { met = fault.kind }
            }
            return met
        }
    }
}
