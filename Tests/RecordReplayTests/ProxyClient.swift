import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// A plain HTTP client over real sockets that keeps cookies like a browser's jar, for driving the proxy and the
/// replay server as an app would.
final class JarClient: @unchecked Sendable {
    struct Reply: Sendable {
        let status: Int
        let headers: HTTPHeaders
        let body: Data

        var text: String { String(decoding: body, as: UTF8.self) }
        var json: [String: Any] { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:] }
    }

    static let http = HTTPClient(
        eventLoopGroupProvider: .singleton,
        configuration: HTTPClient.Configuration(redirectConfiguration: .disallow))

    var baseURL: String
    private(set) var cookies: [String: String] = [:]
    /// Every `Set-Cookie` value received, whole, for checking attributes.
    private(set) var setCookies: [String] = []
    /// The HTTP version of the latest response.
    private(set) var lastVersion: HTTPVersion?
    private let http: HTTPClient

    /// A client of `baseURL`; `http` trusts the test CA for an `https` one.
    init(baseURL: String, http: HTTPClient = JarClient.http) {
        self.baseURL = baseURL
        self.http = http
    }

    func request(
        _ path: String, method: String = "GET", headers: [(String, String)] = [], body: String? = nil,
        basic: (String, String)? = nil
    ) async throws -> Reply {
        var request = HTTPClientRequest(url: path.hasPrefix("http") ? path : baseURL + path)
        request.method = HTTPMethod(rawValue: method)
        request.headers.add(name: "Accept", value: "application/json")
        if let (user, password) = basic {
            request.headers.add(
                name: "Authorization", value: "Basic " + Data("\(user):\(password)".utf8).base64EncodedString())
        }
        if !cookies.isEmpty {
            request.headers.add(
                name: "Cookie",
                value: cookies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; "))
        }
        for (name, value) in headers { request.headers.replaceOrAdd(name: name, value: value) }
        if let body {
            request.headers.add(name: "Content-Type", value: "application/json")
            request.body = .bytes(ByteBuffer(string: body))
        }
        let response = try await http.execute(request, timeout: .seconds(60))
        lastVersion = response.version
        let bytes = try await response.body.collect(upTo: 64 << 20)
        setCookies += response.headers["Set-Cookie"]
        for cookie in response.headers["Set-Cookie"] {
            let pair = cookie.prefix { $0 != ";" }
            if let equals = pair.firstIndex(of: "=") {
                cookies[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
        }
        return Reply(status: Int(response.status.code), headers: response.headers, body: Data(bytes.readableBytesView))
    }
}
