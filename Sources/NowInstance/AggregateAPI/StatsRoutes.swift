import Hummingbird
import PlatformLimits

/// The Aggregate API's route: `/api/now[/v1]/stats/{table}`.
enum StatsRoutes: PlatformAPI {
    static let descriptor = PlatformRESTAPIs.stats

    static func addRoutes(to router: Router<InstanceRequestContext>, instance: EmbeddedInstance) {
        for prefix in PlatformRESTAPIs.statsPaths {
            for method in [HTTPRequest.Method.get, .post, .put, .patch, .delete] {
                router.on(RouterPath(prefix + "/{table}"), method: method) { request, context in
                    let user = try context.user(answering: BodyFormat.accepted(by: request.headers[.accept]))
                    let apiRequest = try await APIRequest.reading(request, instance: instance)
                    return InstanceRouter.response(
                        instance.statsAPI.handle(apiRequest, table: context.parameters.get("table") ?? "", user: user))
                }
            }
        }
    }
}
