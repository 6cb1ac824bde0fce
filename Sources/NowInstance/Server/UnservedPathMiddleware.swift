import Hummingbird

/// Answers a REST path no route serves as the platform does, 400 "Requested URI does not represent any resource" in
/// the error envelope, where the router alone would send an empty 404.
struct UnservedPathMiddleware: RouterMiddleware {
    typealias Context = InstanceRequestContext

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound && request.uri.path.hasPrefix("/api/") {
            return InstanceRouter.response(
                .error(
                    .badRequest(
                        message: "Requested URI does not represent any resource",
                        detail: "No API serves \(request.method) \(request.uri.path); check the path against the "
                            + "API's documentation")))
        }
    }
}
