import Hummingbird

extension Router where Context == InstanceRequestContext {
    /// Routes every method the platform's synchronous APIs take on each of `paths` to `handle`, with the request read
    /// whole and its caller. A request without a caller gets the platform's 401 in the format it accepts. The Table,
    /// Aggregate and Import Set APIs answer this way.
    func onEveryMethod(
        _ paths: [String], instance: EmbeddedInstance,
        _ handle: @escaping @Sendable (APIRequest, InstanceUser, InstanceRequestContext) async throws -> APIResponse
    ) {
        for path in paths {
            for method in [HTTPRequest.Method.get, .post, .put, .patch, .delete] {
                on(RouterPath(path), method: method) { request, context in
                    let user = try context.user(answering: BodyFormat.accepted(by: request.headers[.accept]))
                    let apiRequest = try await APIRequest.reading(request, instance: instance)
                    return InstanceRouter.response(try await handle(apiRequest, user, context))
                }
            }
        }
    }
}
