import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NowInstance
import Testing

/// A plain HTTP client over real sockets, with cookies kept by hand so tests can see exactly what is sent.
struct HTTPTestClient: Sendable {
    struct Reply: Sendable {
        let status: Int
        let headers: [String: String]
        let setCookies: [String]
        let body: Data

        var json: [String: Any] { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:] }
        var results: [[String: Any]] { json["result"] as? [[String: Any]] ?? [] }
        var result: [String: Any] { json["result"] as? [String: Any] ?? [:] }
        var text: String { String(decoding: body, as: UTF8.self) }
        var errorMessage: String? { (json["error"] as? [String: Any])?["message"] as? String }
        var errorDetail: String? { (json["error"] as? [String: Any])?["detail"] as? String }

        /// `name=value` pairs from the Set-Cookie headers.
        var cookieHeader: String {
            setCookies.map { String($0.prefix { $0 != ";" }) }.joined(separator: "; ")
        }
    }

    let baseURL: String

    /// One client for the whole test run; it never follows redirects and never keeps cookies.
    static let http = HTTPClient(
        eventLoopGroupProvider: .singleton,
        configuration: HTTPClient.Configuration(redirectConfiguration: .disallow)
    )

    func request(
        _ path: String, method: String = "GET", user: String? = nil, password: String = "password",
        headers: [String: String] = [:], body: Data? = nil
    ) async throws -> Reply {
        var request = HTTPClientRequest(url: path.hasPrefix("http") ? path : baseURL + path)
        request.method = HTTPMethod(rawValue: method)
        if let user {
            let token = Data("\(user):\(password)".utf8).base64EncodedString()
            request.headers.add(name: "Authorization", value: "Basic \(token)")
        }
        for (name, value) in headers {
            request.headers.replaceOrAdd(name: name, value: value)
        }
        if let body {
            request.body = .bytes(ByteBuffer(bytes: body))
        }
        let response = try await Self.http.execute(request, timeout: .seconds(60))
        let bytes = try await response.body.collect(upTo: 64 << 20)
        var fields: [String: String] = [:]
        for header in response.headers {
            let key = header.name.lowercased()
            fields[key] = fields[key].map { "\($0), \(header.value)" } ?? header.value
        }
        return Reply(
            status: Int(response.status.code), headers: fields,
            setCookies: response.headers["Set-Cookie"], body: Data(buffer: bytes))
    }
}

/// One instance shared by the read-only tests, started once on first use.
actor SharedInstance {
    static let shared = SharedInstance()
    private var starting: Task<RunningServer, any Error>?

    func client() async throws -> HTTPTestClient {
        let task =
            starting
            // Detached, so that it belongs to no test's server scope: it serves every test until the process ends.
            ?? Task.detached {
                let instance = try await EmbeddedInstance.prepare(
                    InstanceConfiguration(clock: { SeedData.referenceDate }))
                return try await instance.start()
            }
        starting = task
        return HTTPTestClient(baseURL: try await task.value.baseURL)
    }
}

/// Starts a fresh instance for a test that writes, and stops it afterwards.
func withInstance<T: Sendable>(
    _ configuration: InstanceConfiguration = InstanceConfiguration(clock: { SeedData.referenceDate }),
    _ body: (HTTPTestClient) async throws -> T
) async throws -> T {
    try await EmbeddedInstance.prepare(configuration).withRunning { baseURL in
        try await body(HTTPTestClient(baseURL: baseURL))
    }
}
