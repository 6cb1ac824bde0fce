import Hummingbird
import PlatformLimits

/// The Table API's routes: `/api/now[/v1|/v2]/table/{table}[/{sys_id}]` for every method.
enum TableRoutes: PlatformAPI {
    static let descriptor = PlatformRESTAPIs.table

    static func addRoutes(to router: Router<InstanceRequestContext>, instance: EmbeddedInstance) {
        for prefix in PlatformRESTAPIs.tablePaths {
            let version = prefix.contains("/v1/") ? "v1" : (prefix.contains("/v2/") ? "v2" : nil)
            router.onEveryMethod([prefix + "/{table}", prefix + "/{table}/{sys_id}"], instance: instance) {
                request, user, context in
                instance.tableAPI.handle(
                    request, table: context.parameters.get("table") ?? "", sysID: context.parameters.get("sys_id"),
                    version: version, user: user)
            }
        }
    }
}
