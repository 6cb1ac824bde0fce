import Hummingbird
import PlatformLimits

/// The Table API's routes: `/api/now[/v1|/v2]/table/{table}[/{sys_id}]` for every method.
enum TableRoutes: PlatformAPI {
    /// Where the Table API answers.
    static let paths = ["/api/now/table", "/api/now/v1/table", "/api/now/v2/table"]
    static let descriptor = PlatformAPIDescriptor(key: "table", name: "Table API", prefixes: paths.map { $0 + "/" })

    static func addRoutes(to router: Router<InstanceRequestContext>, instance: EmbeddedInstance) {
        for prefix in paths {
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
