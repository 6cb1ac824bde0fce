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
            for (name, value) in RateLimitRefusal.ruleHeaders(rule: decision.rule, reset: decision.reset, apis: apis) {
                if let field = HTTPField.Name(name) { response.headers[field] = value }
            }
        } else {
            response = Self.response(
                RateLimitRefusal(
                    rule: decision.rule, reset: decision.reset, retryAfter: decision.retryAfter,
                    window: limiter.window, apis: apis))
        }
        return response
    }

    /// The platform's 429 for `refusal`, with its headers.
    static func response(_ refusal: RateLimitRefusal) -> Response {
        var response = InstanceRouter.response(
            APIResponse.error(.tooManyRequests(message: refusal.message, detail: refusal.detail)))
        for (name, value) in refusal.headers {
            if let field = HTTPField.Name(name) { response.headers[field] = value }
        }
        return response
    }
}
