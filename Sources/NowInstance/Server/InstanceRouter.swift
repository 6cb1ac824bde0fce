import Foundation
import HTTPMessageRules
import HTTPTypes
import Hummingbird
import JSONText
import NIOCore
import NIOPosix
import PlatformLimits
import QueryStrings

/// Builds the instance's router: the middleware every request passes (framing, limits, authentication, the scripted
/// REST passthrough), then the routes of every API in `PlatformAPIRegistry`, the OAuth endpoint and the Batch API.
enum InstanceRouter {
    static let maximumBody = RequestFraming.defaultBodyLimit

    /// The router, and its batch route, which holds the router's responder until `detach()` breaks that cycle.
    static func buildWithBatchRoute(_ instance: EmbeddedInstance) -> (
        router: Router<InstanceRequestContext>, batch: BatchRoute
    ) {
        let router = Router(context: InstanceRequestContext.self)
        router.add(
            middleware: RequestFramingMiddleware { path in
                AttachmentRoutes.uploadLimit(for: path, instance: instance).map { ($0, .attachmentTooLarge(limit: $0)) }
                    ?? (maximumBody, .bodyTooLarge)
            })
        // A fault comes before everything: a hibernating instance answers its page whoever asks.
        if !instance.configuration.limits.faults.isEmpty {
            router.add(
                middleware: FaultMiddleware(
                    faults: instance.configuration.limits.faults, auth: instance.auth,
                    isSecure: { request in instance.baseURL(of: request).hasPrefix("https:") }))
        }
        let limits = instance.configuration.limits
        if !limits.rateLimits.isEmpty {
            router.add(middleware: RateLimitMiddleware(limiter: instance.rateLimiter, auth: instance.auth))
        }
        if limits.sessionSynchronization != nil || !limits.transactionQuotas.isEmpty {
            router.add(middleware: TransactionMiddleware(limits: limits, auth: instance.auth))
        }
        // Limits come first and only identify the caller: a request they refuse opens no session.
        router.add(
            middleware: AuthenticationMiddleware(
                auth: instance.auth, security: instance.security, headers: instance.responseHeaders,
                isSecure: { request in instance.baseURL(of: request).hasPrefix("https:") }))
        router.add(middleware: ScriptedRESTMiddleware(instance: instance))
        router.add(middleware: UnservedPathMiddleware())
        for api in PlatformAPIRegistry.builtIn {
            api.addRoutes(to: router, instance: instance)
        }
        router.post("/oauth_token.do") { request, _ in
            await oauth(instance, request)
        }
        let batch = BatchRoute(instance: instance)
        for path in BatchRoute.paths {
            router.post(RouterPath(path)) { request, context in
                try await batch.respond(request, context: context)
            }
        }
        batch.attach(router)
        return (router, batch)
    }

    private static func oauth(_ instance: EmbeddedInstance, _ request: Request) async -> Response {
        var request = request
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectAPIBody(upTo: 64 * 1024)
        } catch {
            return response(error.answer)
        }
        var form = FormBody.parse(String(buffer: buffer))
        // A client may also authenticate itself with HTTP Basic, as RFC 6749 (section 2.3.1) allows and OAuth
        // libraries such as requests-oauthlib do by default.
        if form["client_id"] == nil, let client = OAuthClientCredentials(authorization: request.headers[.authorization])
        {
            form["client_id"] = client.id
            form["client_secret"] = client.secret
        }
        guard let grant = instance.auth.grant(form) else {
            return response(
                .json(
                    401,
                    JSONFragments.object([
                        ("error_description", JSONFragments.string("access_denied")),
                        ("error", JSONFragments.string("server_error")),
                    ])))
        }
        let body = JSONFragments.object([
            ("access_token", JSONFragments.string(grant.access)),
            ("refresh_token", JSONFragments.string(grant.refresh)),
            ("scope", JSONFragments.string("useraccount")), ("token_type", JSONFragments.string("Bearer")),
            ("expires_in", String(grant.expiresIn)),
        ])
        return response(.json(200, body))
    }

    static func response(_ result: APIResponse) -> Response {
        let body = result.body.map { ResponseBody(byteBuffer: ByteBuffer(string: $0)) } ?? ResponseBody()
        // HTTPResponse.Status traps outside 0...999; nothing a script or a store says may take the instance down.
        let status = (100...599).contains(result.status) ? result.status : 500
        return Response(status: HTTPResponse.Status(code: status), headers: result.headers, body: body)
    }
}

/// Cookie and form parsing for the instance.
enum Cookies {
    /// A `Cookie` header's name=value pairs, with the spaces and tabs around each trimmed; the last of a repeated
    /// name wins.
    static func parse(_ header: String?) -> [String: String] {
        var cookies: [String: String] = [:]
        for part in (header ?? "").utf8.split(separator: UInt8(ascii: ";")) {
            guard let equals = part.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let name = trimmed(part[..<equals])
            let value = trimmed(part[part.index(after: equals)...])
            cookies[String(decoding: name, as: UTF8.self)] = String(decoding: value, as: UTF8.self)
        }
        return cookies
    }

    private static func trimmed(_ bytes: Substring.UTF8View.SubSequence) -> Substring.UTF8View.SubSequence {
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !isBlank($0) }), let last = bytes.lastIndex(where: { !isBlank($0) })
        else { return bytes[bytes.endIndex...] }
        return bytes[first...last]
    }
}

enum FormBody {
    /// `a=1&b=x+y` as ordered pairs, percent- and plus-decoded, for forms and query strings alike.
    static func pairs(_ text: String) -> [(String, String)] {
        QueryString.pairs(text).map { ($0.name, $0.value) }
    }

    /// A form body as a dictionary; the last value of a repeated name wins.
    static func parse(_ text: String) -> [String: String] {
        Dictionary(pairs(text), uniquingKeysWith: { _, last in last })
    }
}
