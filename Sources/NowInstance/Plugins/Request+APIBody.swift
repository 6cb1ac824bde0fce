import Hummingbird
import NIOCore

extension Request {
    /// The whole body, collected up to `limit`. A body over the limit fails with the platform's 413, and one that
    /// cannot be read (malformed chunked encoding, a connection cut short) with a 400; either answer closes the
    /// connection, since the rest of the body cannot be trusted.
    mutating func collectAPIBody(upTo limit: Int = InstanceRouter.maximumBody) async throws(APIAnswerError)
        -> ByteBuffer
    {
        do {
            return try await collectBody(upTo: limit)
        } catch {
            throw APIAnswerError(Self.unreadableBodyAnswer(error))
        }
    }

    private static func unreadableBodyAnswer(_ error: any Error) -> APIResponse {
        // A body over the route's own limit ends the read with NIO's NIOTooManyBytesError, which Hummingbird answers
        // as 413 like its own HTTPError: both are HTTPResponseErrors.
        let tooLarge = (error as? any HTTPResponseError)?.status == .contentTooLarge
        var failure: APIResponse =
            tooLarge
            ? .error(.bodyTooLarge)
            : .error(
                .badRequest(
                    message: "Exception while reading request",
                    detail: "The body could not be read (malformed chunked encoding or a connection cut short); "
                        + "send it again with a valid Content-Length or chunked encoding"))
        failure.headers[.connection] = "close"
        return failure
    }
}
