import Foundation

/// One scripted REST API, `/api/<namespace>[/<version>]/<service>`: calls to its resources by relative path.
public struct ScriptedRESTService: Sendable {
    let client: NowClient
    /// The application's namespace, such as `x_snc_my_work`.
    public let namespace: String
    /// The API's service id, such as `tracker`.
    public let service: String
    /// The version, such as `v1`; nil calls the default version.
    public let version: String?

    /// The path of a resource: `/api/<namespace>[/<version>]/<service><relativePath>`.
    public func path(_ relativePath: String) -> String {
        Self.path(namespace: namespace, service: service, version: version, relativePath)
    }

    /// The path of a resource of any scripted REST API: `/api/<namespace>[/<version>]/<service><relativePath>`.
    public static func path(namespace: String, service: String, version: String?, _ relativePath: String) -> String {
        let prefix = "/api/\(namespace)" + (version.map { "/\($0)" } ?? "") + "/\(service)"
        return prefix + (relativePath.hasPrefix("/") || relativePath.isEmpty ? relativePath : "/" + relativePath)
    }

    /// Calls a resource and returns the response whatever its status.
    public func send(_ method: String, _ relativePath: String, query: [(String, String)] = [], body: JSONValue? = nil)
        async throws(NowClientError) -> NowHTTPResponse
    {
        try await client.send(method, path: path(relativePath), query: query, body: body?.data ?? Data())
    }

    /// Calls a resource and returns its JSON body's `result` (or the whole body when it has none); a status that
    /// is not 2xx throws with the error envelope.
    public func call(_ method: String, _ relativePath: String, query: [(String, String)] = [], body: JSONValue? = nil)
        async throws(NowClientError) -> JSONValue
    {
        let response = try await client.perform(
            method, path: path(relativePath), query: query, body: body?.data ?? Data())
        guard !response.body.isEmpty else { return .null }
        let json = try JSONValue(parsing: response.body)
        return json["result"] ?? json
    }

    /// Calls a resource and decodes its `result` as `T`.
    public func call<T: Decodable>(
        _ method: String, _ relativePath: String, query: [(String, String)] = [], body: JSONValue? = nil,
        as type: T.Type
    ) async throws(NowClientError) -> T {
        try await call(method, relativePath, query: query, body: body).decode(T.self)
    }
}
