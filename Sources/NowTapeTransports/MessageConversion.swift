import Cassettes
import Foundation
import NowClient

/// NowClient's messages as cassettes hold them, and back.
enum MessageConversion {
    static func recorded(_ request: NowHTTPRequest) -> RecordedRequest {
        RecordedRequest(
            method: request.method, url: request.url,
            headers: request.headers, body: request.body)
    }

    static func recorded(_ response: NowHTTPResponse) -> RecordedResponse {
        RecordedResponse(
            status: response.status, headers: response.headers,
            body: response.body)
    }

    static func response(_ recorded: RecordedResponse) -> NowHTTPResponse {
        NowHTTPResponse(
            status: recorded.status, headers: recorded.headers,
            body: recorded.body)
    }

    /// What a replay miss answers a client with, as the replay server does: the miss status and the report.
    static func response(_ miss: MissReport) -> NowHTTPResponse {
        NowHTTPResponse(status: MissReport.status, headers: MissReport.headerFields, body: Data(miss.body))
    }
}
