import Hummingbird
import PlatformLimits

/// The CMDB Instance API's routes: `/api/now[/v1]/cmdb/instance/{className}[/{sys_id}[/relation[/{rel_sys_id}]]]`,
/// with the configuration item tables it serves and the demo items a fresh instance holds.
enum CMDBInstanceRoutes: PlatformAPI {
    /// Where the CMDB Instance API answers.
    static let paths = ["/api/now/cmdb/instance", "/api/now/v1/cmdb/instance"]
    static let descriptor = PlatformAPIDescriptor(
        key: "cmdb", name: "CMDB Instance API", prefixes: paths.map { $0 + "/" })

    static var tables: [TableDefinition] { CMDBTables.definitions }

    static var tableRules: [String: AccessRules.TableRule] { CMDBTables.rules }

    static func seed(_ repository: RecordRepository) throws {
        try CMDBDemoItems.load(into: repository)
    }

    static func addRoutes(to router: Router<InstanceRequestContext>, instance: EmbeddedInstance) {
        let api = CMDBInstanceAPI(operations: instance.tableAPI.operations, log: instance.log)
        for prefix in paths {
            router.onEveryMethod([prefix + "/{className}", prefix + "/{className}/{sys_id}"], instance: instance) {
                request, user, context in
                api.handle(
                    request, className: context.parameters.get("className") ?? "",
                    sysID: context.parameters.get("sys_id"), user: user)
            }
            let relationPaths = [
                prefix + "/{className}/{sys_id}/relation", prefix + "/{className}/{sys_id}/relation/{rel}",
            ]
            router.onEveryMethod(relationPaths, instance: instance) { request, user, context in
                api.handleRelation(
                    request, className: context.parameters.get("className") ?? "",
                    sysID: context.parameters.get("sys_id") ?? "", relationID: context.parameters.get("rel"), user: user
                )
            }
        }
    }
}
