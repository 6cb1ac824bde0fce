import Hummingbird
import PlatformLimits

/// The Aggregate API's route: `/api/now[/v1]/stats/{table}`.
enum StatsRoutes: PlatformAPI {
    static let descriptor = PlatformRESTAPIs.stats

    static func addRoutes(to router: Router<InstanceRequestContext>, instance: EmbeddedInstance) {
        router.onEveryMethod(PlatformRESTAPIs.statsPaths.map { $0 + "/{table}" }, instance: instance) {
            request, user, context in
            instance.statsAPI.handle(request, table: context.parameters.get("table") ?? "", user: user)
        }
    }
}
