import Foundation
import Hummingbird
import QueryStrings

extension APIRequest {
    /// `request` as the synchronous APIs read it, with its body collected up to the instance's limit; a body that
    /// is too large or cannot be read fails with the answer `InstanceRouter.bodyFailureAnswer` gives.
    static func reading(_ request: Request, instance: EmbeddedInstance) async throws(APIAnswerError) -> APIRequest {
        var request = request
        let body: Data?
        do {
            let buffer = try await request.collectBody(upTo: InstanceRouter.maximumBody)
            body = buffer.readableBytes > 0 ? Data(buffer.readableBytesView) : nil
        } catch {
            throw APIAnswerError(InstanceRouter.bodyFailureAnswer(error))
        }
        return APIRequest(
            method: request.method.rawValue, path: request.uri.path,
            queryItems: QueryString.pairs(request.uri.query ?? "").map { ($0.name, $0.value) }, body: body,
            baseURL: instance.baseURL(of: request), headers: request.headers)
    }
}
