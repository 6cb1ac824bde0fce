import HTTPTypes
import Hummingbird
import PlatformLimits

/// Applies the instance's rate limit rules before a request reaches its API: a request over its rule's limit gets
/// the platform's 429 with `Retry-After`; every request a rule covers carries `X-RateLimit-Limit`,
/// `X-RateLimit-Reset` and `X-RateLimit-Rule`.
struct RateLimitMiddleware: RouterMiddleware {
    typealias Context = InstanceRequestContext

    let limiter: RateLimiter
    let auth: AuthService

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let apis = PlatformAPIRegistry.descriptors
        guard let api = RateLimitRule.api(of: request.uri.path, in: apis),
            let user = auth.identify(
                authorization: request.headers[.authorization], cookies: Cookies.parse(request.headers[.cookie])),
            let decision = limiter.admit(user: user, api: api)
        else { return try await next(request, context) }
        var response: Response
        if decision.allowed {
            response = try await next(request, context)
        } else {
            var refused = APIResponse.error(
                .tooManyRequests(
                    message: "Rate limit exceeded",
                    detail: "Rate limit of \(decision.rule.requestsPerWindow) requests per "
                        + "\(Self.window(limiter.window)) for \(RateLimitRule.apiName(decision.rule.api, in: apis)) exceeded"
                ))
            refused.headers[.retryAfter] = String(decision.retryAfter)
            response = InstanceRouter.response(refused)
        }
        for (name, value) in [
            ("X-RateLimit-Limit", String(decision.rule.requestsPerWindow)),
            ("X-RateLimit-Reset", String(decision.reset)), ("X-RateLimit-Rule", decision.rule.sysID(in: apis)),
        ] {
            if let field = HTTPField.Name(name) { response.headers[field] = value }
        }
        return response
    }

    static func window(_ seconds: Int) -> String {
        switch seconds {
        case 3_600: return "hour"
        case 60: return "minute"
        default: return "\(seconds) seconds"
        }
    }
}
