import Hummingbird
import PlatformLimits

/// The Aggregate API's route: `/api/now[/v1]/stats/{table}`.
enum StatsRoutes: PlatformAPI {
    /// Where the Aggregate API answers.
    static let paths = ["/api/now/stats", "/api/now/v1/stats"]
    static let descriptor = PlatformAPIDescriptor(
        key: "stats", name: "Aggregate API", prefixes: paths.map { $0 + "/" })

    static func addRoutes(to router: Router<InstanceRequestContext>, instance: EmbeddedInstance) {
        router.onEveryMethod(paths.map { $0 + "/{table}" }, instance: instance) {
            request, user, context in
            instance.statsAPI.handle(request, table: context.parameters.get("table") ?? "", user: user)
        }
    }
}
