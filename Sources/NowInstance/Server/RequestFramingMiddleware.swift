import HTTPMessageRules
import HTTPTypes
import Hummingbird

/// Answers a request whose head frames its body in a way the instance will not read — over the size limit, an
/// unknown transfer coding, a length that cannot be known — before the body is read or anything is created, and
/// closes the connection, so a client promising 20 GB is answered at once.
struct RequestFramingMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The body limit for a request's path, in bytes, and the refusal a body over it gets.
    let limit: @Sendable (String) -> (bytes: Int, refusal: InstanceError)

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let limit = limit(request.uri.path)
        let framing = RequestFraming(
            transferEncoding: request.headers[values: .transferEncoding],
            contentLength: request.headers[.contentLength], limit: limit.bytes)
        guard case .refuse(let status, let message, let detail) = framing else {
            return try await next(request, context)
        }
        var response = InstanceRouter.response(
            status == 413
                ? .error(limit.refusal) : .error(.badRequest(message: message, detail: detail)).withStatus(status))
        // A body of unknown length cannot be skipped, so the connection ends. One that is only too large is
        // answered at once and then discarded as it arrives, so a client that sends it before reading still reads
        // the 413.
        if status != 413 { response.headers[.connection] = "close" }
        return response
    }
}
