import Foundation
import GlideScript
import HTTPMessageRules

/// Serves installed scripted REST operations: authenticates as the operation asks, builds the `RESTAPIRequest`,
/// runs the operation's script on a heap of its own on the blocking thread pool, and answers with what it produced.
struct ScriptedRESTEndpoint: Sendable {
    let operations: TableOperations
    let log: InstanceLog
    let limits: ScriptLimits
    let release: PlatformRelease
    let properties: [String: String]
    let executor: ScriptExecutor

    /// An incoming request, already read.
    struct Call: Sendable {
        var path: String
        var rawQuery: String
        var headers: HTTPFields
        var body: Data
        var baseURL: String
    }

    /// The user an operation that does not require authentication runs as when the caller sent no credentials.
    static let guest = SeedData.demoUsers.first { $0.userName == "guest.user" }.map {
        InstanceUser(sysID: $0.sysID, userName: $0.userName, roles: Set($0.roles))
    }

    func respond(
        to call: Call, route: ScriptedRESTRoute, pathParameters: [String: String], includes: [ScriptIncludeEntry],
        modules: ScriptModules = ScriptModules(), rules: BusinessRules = BusinessRules(),
        mode: ScriptMode?, user: InstanceUser
    ) async -> APIResponse {
        guard let body = String(data: call.body, encoding: .utf8) else {
            return .error(
                .badRequest(
                    message: "Exception while reading request",
                    detail: "The body is not UTF-8 text; send it encoded as UTF-8"))
        }
        let request = ScriptedRESTRequest(
            pathParameters: pathParameters, queryParameters: Self.queryParameters(call.rawQuery),
            queryString: call.rawQuery,
            headers: Dictionary(
                call.headers.map { ($0.name.rawName, $0.value) }, uniquingKeysWith: { _, last in last }),
            uri: call.path, url: call.baseURL + call.path + (call.rawQuery.isEmpty ? "" : "?" + call.rawQuery),
            body: body)
        let script = ScriptedRESTScript(
            source: route.operation.script, fileName: "sys_ws_operation:\(route.operation.name)",
            scope: route.definition.namespace, mode: mode)
        let (operations, properties, log, limits, baseURL, release) = (
            self.operations, self.properties, self.log, CurrentTransaction.clamp(self.limits), call.baseURL,
            self.release
        )
        let result: ScriptedRESTResult
        do {
            result = try await executor.run {
                let data = InstanceGlideData(
                    operations: operations, user: user, baseURL: baseURL, properties: properties, log: log)
                return ScriptedRESTRunner.run(
                    script, request: request, includes: includes, modules: modules, rules: rules, data: data,
                    limits: limits, release: release)
            }
        } catch let saturated as ScriptExecutor.SaturatedError {
            return Self.tooManyRequests(saturated.semaphore)
        } catch {
            return .error(.internalError(log.internalFailure(error, during: "scripted REST \(call.path)")))
        }
        return APIResponse(
            status: result.status, headers: HTTPFields(parsed: result.headers), body: result.body)
    }

    /// The answer when every script thread is busy and the queue is full: 429 with `Retry-After`, as the platform
    /// answers when a semaphore pool's queue overflows.
    static func tooManyRequests(_ semaphore: ScriptSemaphore) -> APIResponse {
        var response = APIResponse.error(
            .badRequest(
                message: "Too Many Requests",
                detail: "\(semaphore.concurrency) scripts are running and \(semaphore.queueDepth) are waiting; "
                    + "retry after a second, or raise --script-concurrency or --script-queue"))
        response.status = 429
        response.headers[.retryAfter] = "1"
        return response
    }

    /// `a=1&a=2&b=x` as `["a": ["1", "2"], "b": ["x"]]`, decoded as forms are.
    static func queryParameters(_ query: String) -> [String: [String]] {
        Dictionary(grouping: FormBody.pairs(query), by: \.0).mapValues { $0.map(\.1) }
    }
}
