import Foundation
import HTTPMessageRules
import HTTPTypes
import Hummingbird
import JSONText
import NIOCore
import NIOPosix
import PlatformLimits
import QueryStrings

/// Routes HTTP requests to the Table API and the OAuth endpoint, authenticating each one.
enum InstanceRouter {
    static let maximumBody = RequestFraming.defaultBodyLimit

    /// The router, and its batch route, which holds the router's responder until `detach()` breaks that cycle.
    static func buildWithBatchRoute(_ instance: EmbeddedInstance) -> (
        router: Router<BasicRequestContext>, batch: BatchRoute
    ) {
        let router = Router()
        router.add(
            middleware: RequestFramingMiddleware { path in
                AttachmentRoutes.uploadLimit(for: path, instance: instance).map { ($0, .attachmentTooLarge(limit: $0)) }
                    ?? (maximumBody, .bodyTooLarge)
            })
        let limits = instance.configuration.limits
        if !limits.rateLimits.isEmpty {
            router.add(middleware: RateLimitMiddleware(limiter: instance.rateLimiter, auth: instance.auth))
        }
        if limits.sessionSynchronization != nil || !limits.transactionQuotas.isEmpty {
            router.add(middleware: TransactionMiddleware(limits: limits, auth: instance.auth))
        }
        router.add(middleware: ScriptedRESTMiddleware(instance: instance))
        for prefix in PlatformRESTAPIs.tablePaths {
            let version = prefix.contains("/v1/") ? "v1" : (prefix.contains("/v2/") ? "v2" : nil)
            for method in [HTTPRequest.Method.get, .post, .put, .patch, .delete] {
                router.on(RouterPath(prefix + "/{table}"), method: method) { request, context in
                    await respond(
                        instance, request,
                        api: .table(table: context.parameters.get("table") ?? "", sysID: nil, version: version))
                }
                router.on(RouterPath(prefix + "/{table}/{sys_id}"), method: method) { request, context in
                    await respond(
                        instance, request,
                        api: .table(
                            table: context.parameters.get("table") ?? "", sysID: context.parameters.get("sys_id"),
                            version: version))
                }
            }
        }
        AttachmentRoutes.add(to: router, instance: instance)
        for prefix in PlatformRESTAPIs.importPaths {
            for method in [HTTPRequest.Method.get, .post, .put, .patch, .delete] {
                router.on(RouterPath(prefix + "/{table}"), method: method) { request, context in
                    await respond(
                        instance, request, api: .importSet(table: context.parameters.get("table") ?? "", rest: nil))
                }
                router.on(RouterPath(prefix + "/{table}/{rest}"), method: method) { request, context in
                    await respond(
                        instance, request,
                        api: .importSet(
                            table: context.parameters.get("table") ?? "", rest: context.parameters.get("rest")))
                }
            }
        }
        for prefix in PlatformRESTAPIs.statsPaths {
            for method in [HTTPRequest.Method.get, .post, .put, .patch, .delete] {
                router.on(RouterPath(prefix + "/{table}"), method: method) { request, context in
                    await respond(instance, request, api: .stats(table: context.parameters.get("table") ?? ""))
                }
            }
        }
        router.post(RouterPath(PlatformRESTAPIs.graphQLPath)) { request, _ in
            await graphQL(instance, request)
        }
        router.post("/oauth_token.do") { request, _ in
            await oauth(instance, request)
        }
        let batch = BatchRoute(instance: instance)
        for path in PlatformRESTAPIs.batchPaths {
            router.post(RouterPath(path)) { request, context in
                await batch.respond(request, context: context)
            }
        }
        batch.attach(router)
        return (router, batch)
    }

    /// Which of the instance's synchronous APIs a request is for.
    enum API {
        case table(table: String, sysID: String?, version: String?)
        case stats(table: String)
        case importSet(table: String, rest: String?)

        var name: String {
            switch self {
            case .table(let table, _, _): return table
            case .stats(let table): return "stats \(table)"
            case .importSet(let table, _): return "import \(table)"
            }
        }
    }

    private static func respond(_ instance: EmbeddedInstance, _ request: Request, api: API) async -> Response {
        let outcome = authenticate(request, with: instance.auth)
        guard case .authenticated(let user, let session) = outcome else {
            return response(
                APIResponse.error(.notAuthenticated).formatted(as: BodyFormat.accepted(by: request.headers[.accept])))
        }
        var request = request
        let body: Data?
        do {
            let buffer = try await request.collectBody(upTo: maximumBody)
            body = buffer.readableBytes > 0 ? Data(buffer.readableBytesView) : nil
        } catch {
            return bodyFailure(error)
        }
        let apiRequest = APIRequest(
            method: request.method.rawValue, path: request.uri.path,
            queryItems: QueryString.pairs(request.uri.query ?? "").map { ($0.name, $0.value) }, body: body,
            baseURL: instance.baseURL(of: request),
            headers: request.headers)
        var result: APIResponse
        do {
            result = try await run(api) {
                switch api {
                case .table(let table, let sysID, let version):
                    instance.tableAPI.handle(apiRequest, table: table, sysID: sysID, version: version, user: user)
                case .stats(let table):
                    instance.statsAPI.handle(apiRequest, table: table, user: user)
                case .importSet(let table, let rest):
                    instance.importSetAPI.handle(apiRequest, table: table, rest: rest, user: user)
                }
            }
        } catch {
            result = .error(
                .internalError(instance.log.internalFailure(error, during: "\(request.method) \(api.name)")))
        }
        if let session {
            result.headers.append(contentsOf: Cookies.sessionHeaders(session))
        }
        return response(result)
    }

    /// Runs an API's synchronous work. Table and aggregate requests run on the request's own task: their store work
    /// is CPU work of a millisecond or so that never waits on anything async, and handing each to a thread pool and
    /// back cost a fifth of the Table API's rate. Import sets run transform scripts, which may take up to their
    /// time limit, so they go to NIO's blocking pool with the transaction's deadline.
    private static func run(_ api: API, _ work: @escaping @Sendable () -> APIResponse) async throws -> APIResponse {
        guard case .importSet = api else { return work() }
        let deadline = CurrentTransaction.deadline
        return try await NIOThreadPool.singleton.runIfActive {
            // The pool's thread carries the transaction's deadline, for the scripts a transform runs.
            CurrentTransaction.$deadline.withValue(deadline) { work() }
        }
    }

    private static func graphQL(_ instance: EmbeddedInstance, _ request: Request) async -> Response {
        let outcome = authenticate(request, with: instance.auth)
        guard case .authenticated(let user, let session) = outcome else {
            return response(.error(.notAuthenticated))
        }
        var request = request
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectBody(upTo: maximumBody)
        } catch {
            return bodyFailure(error)
        }
        var result = await instance.graphQL.handle(Data(buffer.readableBytesView), user: user)
        if let session {
            result.headers.append(contentsOf: Cookies.sessionHeaders(session))
        }
        return response(result)
    }

    private static func oauth(_ instance: EmbeddedInstance, _ request: Request) async -> Response {
        var request = request
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectBody(upTo: 64 * 1024)
        } catch {
            return bodyFailure(error)
        }
        let form = FormBody.parse(String(buffer: buffer))
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

    /// Authenticates `request` from its Authorization and Cookie headers.
    static func authenticate(_ request: Request, with auth: AuthService) -> AuthService.Outcome {
        auth.authenticate(
            authorization: request.headers[.authorization], cookies: Cookies.parse(request.headers[.cookie]))
    }

    /// The answer when a request's body cannot be read: 413 when it is over the limit, 400 when it is malformed
    /// (bad chunked encoding); the connection closes, since the rest of the body cannot be trusted.
    static func bodyFailure(_ error: any Error) -> Response {
        let tooLarge = (error as? HTTPError)?.status == .contentTooLarge
        var failure = response(
            tooLarge
                ? .error(.bodyTooLarge)
                : .error(
                    .badRequest(
                        message: "Exception while reading request",
                        detail: "The body could not be read (malformed chunked encoding or a connection cut short); "
                            + "send it again with a valid Content-Length or chunked encoding")))
        failure.headers[.connection] = "close"
        return failure
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

    static func sessionHeaders(_ session: String) -> [HTTPField] {
        [
            HTTPField(name: .setCookie, value: "JSESSIONID=\(session); Path=/; HttpOnly"),
            HTTPField(name: .setCookie, value: "glide_session_store=\(session); Path=/; HttpOnly"),
            HTTPField(
                name: .setCookie, value: "glide_user_route=glide.\(session.prefix(16).lowercased()); Path=/; HttpOnly"),
        ]
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
