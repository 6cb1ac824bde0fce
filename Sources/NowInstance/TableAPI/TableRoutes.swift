import Hummingbird
import PlatformLimits

/// The Table API's routes: `/api/now[/v1|/v2]/table/{table}[/{sys_id}]` for every method.
enum TableRoutes: PlatformAPI {
    static let descriptor = PlatformRESTAPIs.table

    static func addRoutes(to router: Router<InstanceRequestContext>, instance: EmbeddedInstance) {
        for prefix in PlatformRESTAPIs.tablePaths {
            let version = prefix.contains("/v1/") ? "v1" : (prefix.contains("/v2/") ? "v2" : nil)
            for path in [prefix + "/{table}", prefix + "/{table}/{sys_id}"] {
                for method in [HTTPRequest.Method.get, .post, .put, .patch, .delete] {
                    router.on(RouterPath(path), method: method) { request, context in
                        let user = try context.user(answering: BodyFormat.accepted(by: request.headers[.accept]))
                        let apiRequest = try await APIRequest.reading(request, instance: instance)
                        let table = context.parameters.get("table") ?? ""
                        let sysID = context.parameters.get("sys_id")
                        return InstanceRouter.response(
                            instance.tableAPI.handle(
                                apiRequest, table: table, sysID: sysID, version: version, user: user))
                    }
                }
            }
        }
    }
}
