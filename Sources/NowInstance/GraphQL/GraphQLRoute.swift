import Foundation
import Hummingbird
import PlatformLimits

/// The GraphQL endpoint's route: `POST /api/now/graphql`.
enum GraphQLRoute: PlatformAPI {
    static let descriptor = PlatformRESTAPIs.graphQL

    static func addRoutes(to router: Router<InstanceRequestContext>, instance: EmbeddedInstance) {
        router.post(RouterPath(PlatformRESTAPIs.graphQLPath)) { request, context in
            let user = try context.user()
            let apiRequest = try await APIRequest.reading(request, instance: instance)
            return InstanceRouter.response(await instance.graphQL.handle(apiRequest.body ?? Data(), user: user))
        }
    }
}
