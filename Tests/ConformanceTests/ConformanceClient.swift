import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// A client of one target over real sockets: Basic auth on every call, no cookies, no redirects, headers kept
/// exactly as they arrived so that their names' case and their order can be checked.
struct ConformanceClient: Sendable {
    /// One answer as the wire carried it.
    struct Reply: Sendable {
        let status: Int
        let headers: HTTPHeaders
        let body: Data

        var text: String { String(decoding: body, as: UTF8.self) }
        var json: [String: Any] { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:] }
        var result: [String: Any] { json["result"] as? [String: Any] ?? [:] }
        var results: [[String: Any]] { json["result"] as? [[String: Any]] ?? [] }
        var error: [String: Any] { json["error"] as? [String: Any] ?? [:] }

        /// The first value of the header `name`, whatever its case.
        func header(_ name: String) -> String? { headers.first(name: name) }
    }

    static let http = HTTPClient(
        eventLoopGroupProvider: .singleton,
        configuration: HTTPClient.Configuration(redirectConfiguration: .disallow))

    /// `http://127.0.0.1:port` of the target.
    let baseURL: String

    /// Sends `method path` as `user` (nil sends no credentials), with a JSON content type when there is a body.
    func send(
        _ path: String, method: String = "GET", user: (String, String)? = ("admin", "admin"),
        headers: [(String, String)] = [], body: Data? = nil
    ) async throws -> Reply {
        var request = HTTPClientRequest(url: baseURL + path)
        request.method = HTTPMethod(rawValue: method)
        request.headers.add(name: "Accept", value: "application/json")
        if let (name, password) = user {
            request.headers.add(
                name: "Authorization", value: "Basic " + Data("\(name):\(password)".utf8).base64EncodedString())
        }
        if body != nil { request.headers.add(name: "Content-Type", value: "application/json") }
        for (name, value) in headers { request.headers.replaceOrAdd(name: name, value: value) }
        if let body { request.body = .bytes(ByteBuffer(bytes: body)) }
        let response = try await Self.http.execute(request, timeout: .seconds(60))
        let bytes = try await response.body.collect(upTo: 16 << 20)
        return Reply(status: Int(response.status.code), headers: response.headers, body: Data(buffer: bytes))
    }

    /// Sends a JSON body given as text.
    func send(_ path: String, method: String, json: String, headers: [(String, String)] = []) async throws -> Reply {
        try await send(path, method: method, headers: headers, body: Data(json.utf8))
    }
}
