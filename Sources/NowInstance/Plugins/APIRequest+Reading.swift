import Foundation
import Hummingbird
import QueryStrings

extension APIRequest {
    /// `request` as the synchronous APIs read it, with its body collected up to the instance's limit
    /// (`Request.collectAPIBody`).
    static func reading(_ request: Request, instance: EmbeddedInstance) async throws(APIAnswerError) -> APIRequest {
        var request = request
        let buffer = try await request.collectAPIBody()
        let body = buffer.readableBytes > 0 ? Data(buffer.readableBytesView) : nil
        return APIRequest(
            method: request.method.rawValue, path: request.uri.path,
            queryItems: QueryString.pairs(request.uri.query ?? "").map { ($0.name, $0.value) }, body: body,
            baseURL: instance.baseURL(of: request), headers: request.headers)
    }
}
