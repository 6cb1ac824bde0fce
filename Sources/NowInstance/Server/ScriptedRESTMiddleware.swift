import Foundation
import GlideScript
import HTTPTypes
import Hummingbird

/// Sends requests for installed scripted REST operations to the scripted REST endpoint, ahead of the router; the
/// instance's own APIs pass through. An `/api/…` path no API serves gets the platform's 400.
struct ScriptedRESTMiddleware: RouterMiddleware {
    typealias Context = InstanceRequestContext

    let instance: EmbeddedInstance

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let path = request.uri.path
        guard path.hasPrefix("/api/"), !PlatformAPIRegistry.reservedPrefixes.contains(where: { path.hasPrefix($0) })
        else {
            return try await next(request, context)
        }
        let installed = instance.scriptedRESTRegistry.snapshot
        switch installed.routes.match(method: request.method.rawValue, path: path) {
        case .none:
            return InstanceRouter.response(
                .error(
                    .badRequest(
                        message: "Requested URI does not represent any resource",
                        detail: "No installed scripted REST API serves \(path). Install its update set with "
                            + "--update-set, or check the namespace, version and path")))
        case .wrongMethod(let allowed):
            var response = APIResponse.error(
                .methodNotAllowed(method: request.method.rawValue, allowed: allowed))
            response.headers[.allow] = allowed.joined(separator: ", ")
            return InstanceRouter.response(response)
        case .found(let route, let parameters):
            return try await serve(
                request, caller: context.caller, route: route, parameters: parameters, installed: installed)
        }
    }

    private func serve(
        _ request: Request, caller: InstanceUser?, route: ScriptedRESTRoute, parameters: [String: String],
        installed: ScriptedRESTRegistry.Snapshot
    ) async throws -> Response {
        let user: InstanceUser
        if let caller {
            user = caller
        } else {
            guard !route.operation.requiresAuthentication, request.headers[.authorization] == nil,
                let guest = ScriptedRESTEndpoint.guest
            else { return InstanceRouter.response(.error(.notAuthenticated)) }
            user = guest
        }
        if route.operation.requiresACLAuthorization {
            // The operation's own ACLs, else its API's defaults; the caller must pass one of them.
            let acls =
                route.operation.enforcedACLs.isEmpty ? route.definition.enforcedACLs : route.operation.enforcedACLs
            guard instance.security.allowsEndpoint(aclIDs: acls, user: user) else {
                return InstanceRouter.response(.error(.endpointDenied))
            }
        }
        var request = request
        let body = try await request.collectAPIBody()
        let call = ScriptedRESTEndpoint.Call(
            path: request.uri.path, rawQuery: request.uri.query ?? "",
            headers: request.headers, body: Data(body.readableBytesView),
            baseURL: instance.baseURL(of: request))
        let result = await instance.scriptedREST.respond(
            to: call, route: route, pathParameters: parameters, includes: installed.includes,
            modules: installed.modules, rules: installed.businessRules,
            mode: installed.operationModes[route.operation.sysID], user: user)
        return InstanceRouter.response(result)
    }
}
