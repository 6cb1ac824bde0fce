import Foundation
import NowClient
import Synchronization

/// One request and its response as a scenario saw them, kept for reports with credentials masked.
public struct Exchange: Sendable, Codable, Hashable {
    public var method: String
    /// The absolute URL.
    public var url: String
    /// Request headers, `name: value`, with credentials masked.
    public var requestHeaders: [String]
    /// The request body as text (binary bodies are summarised).
    public var requestBody: String
    /// The status; 0 when no response came.
    public var status: Int
    /// Response headers, `name: value`, with cookies masked.
    public var responseHeaders: [String]
    /// The response body as text.
    public var responseBody: String
    /// Milliseconds from sending to the whole response.
    public var milliseconds: Double

    static let maskedHeaders = ["authorization", "cookie", "set-cookie", "x-usertoken"]

    init(request: NowHTTPRequest, response: NowHTTPResponse?, milliseconds: Double) {
        method = request.method
        url = request.url
        requestHeaders = request.headers.map { Self.line($0) }
        requestBody = Self.text(request.body, masking: request.headers[.contentType])
        status = response?.status ?? 0
        responseHeaders = response?.headers.map { Self.line($0) } ?? []
        responseBody = response.map { Self.text($0.body, masking: $0.headers[.contentType]) } ?? ""
        self.milliseconds = milliseconds
    }

    private static func line(_ field: HTTPField) -> String {
        guard maskedHeaders.contains(field.name.canonicalName) else { return field.name.rawName + ": " + field.value }
        let scheme = field.value.split(separator: " ").first.map(String.init) ?? ""
        let keepsScheme = ["Basic", "Bearer"].contains(scheme)
        return "\(field.name): \(keepsScheme ? scheme + " " : "")••••"
    }

    private static func text(_ body: Data, masking contentType: String?) -> String {
        guard !body.isEmpty else { return "" }
        // Reports keep the first 200,000 bytes, cut back to the start of a character when one straddles the end.
        let limit = 200_000
        var end = min(body.count, limit)
        var decoded = String(validating: body.prefix(end), as: UTF8.self)
        while decoded == nil && body.count > limit && end > limit - 4 {
            end -= 1
            decoded = String(validating: body.prefix(end), as: UTF8.self)
        }
        guard var text = decoded else { return "(\(body.count) bytes of binary data)" }
        if let contentType, ASCIISearch.contains("x-www-form-urlencoded", in: contentType) {
            text = text.split(separator: "&").map { pair in
                let name = pair.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
                return ["password", "client_secret", "refresh_token"].contains(name) ? "\(name)=••••" : String(pair)
            }.joined(separator: "&")
        }
        return body.count > limit ? text + "… (cut)" : text
    }
}

/// A transport that notes every exchange in order before handing it on.
package struct ObservingTransport: NowTransport {
    let base: any NowTransport
    let log: ExchangeLog

    package func send(_ request: NowHTTPRequest) async throws(NowClientError) -> NowHTTPResponse {
        let start = ContinuousClock.now
        do {
            let response = try await base.send(request)
            log.append(Exchange(request: request, response: response, milliseconds: Self.milliseconds(since: start)))
            return response
        } catch {
            log.append(Exchange(request: request, response: nil, milliseconds: Self.milliseconds(since: start)))
            throw error
        }
    }

    package static func seconds(since start: ContinuousClock.Instant) -> Double {
        milliseconds(since: start) / 1_000
    }

    static func milliseconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) * 1_000 + Double(elapsed.components.attoseconds) / 1e15
    }
}

/// The exchanges of one scenario, in order.
final class ExchangeLog: Sendable {
    private let exchanges = Mutex<[Exchange]>([])

    func append(_ exchange: Exchange) { exchanges.withLock { $0.append(exchange) } }

    var count: Int { exchanges.withLock { $0.count } }

    func since(_ start: Int) -> [Exchange] { exchanges.withLock { Array($0.dropFirst(start)) } }
}
