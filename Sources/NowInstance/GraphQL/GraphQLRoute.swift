import Foundation
import Hummingbird
import PlatformLimits

/// The GraphQL endpoint's route: `POST /api/now/graphql`.
enum GraphQLRoute: PlatformAPI {
    /// The GraphQL endpoint.
    static let path = "/api/now/graphql"
    static let descriptor = PlatformAPIDescriptor(key: "graphql", name: "GraphQL API", prefixes: [path])

    static func addRoutes(to router: Router<InstanceRequestContext>, instance: EmbeddedInstance) {
        router.post(RouterPath(path)) { request, context in
            let user = try context.user()
            let apiRequest = try await APIRequest.reading(request, instance: instance)
            return InstanceRouter.response(await instance.graphQL.handle(apiRequest.body ?? Data(), user: user))
        }
    }
}
