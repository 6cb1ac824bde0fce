import Foundation

/// A client for one ServiceNow instance: the Table API, GraphQL and scripted REST, with Basic, session or OAuth
/// authentication. Copies share their session, so a value can be handed to any task.
public struct NowClient: Sendable {
    /// The instance's base URL, such as `https://dev12345.service-now.com`, with no trailing slash.
    public let baseURL: String
    /// What sends the requests.
    public let transport: any NowTransport
    let session: AuthSession

    /// A client for the instance at `baseURL`.
    public init(
        baseURL: String, authentication: NowAuthentication = .none, transport: any NowTransport = HTTPClientTransport()
    ) throws(NowClientError) {
        var trimmed = baseURL
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(),
            ["http", "https"].contains(scheme),
            url.host != nil
        else { throw .invalidURL(baseURL) }
        self.baseURL = trimmed
        self.transport = transport
        self.session = AuthSession(authentication)
    }

    /// How this client authenticates.
    public var authentication: NowAuthentication { session.authentication }

    /// A client for the same instance and transport that signs in as someone else, with a session of its own.
    public func signingIn(as authentication: NowAuthentication) -> NowClient {
        NowClient(baseURL: baseURL, transport: transport, session: AuthSession(authentication))
    }

    private init(baseURL: String, transport: any NowTransport, session: AuthSession) {
        self.baseURL = baseURL
        self.transport = transport
        self.session = session
    }

    /// The Table API.
    public var table: NowTableService { NowTableService(client: self) }

    /// The Attachment API at `/api/now/attachment`.
    public var attachment: NowAttachmentService { NowAttachmentService(client: self) }

    /// The Aggregate API at `/api/now/stats`.
    public var stats: NowStatsService { NowStatsService(client: self) }

    /// The Import Set API at `/api/now/import`.
    public var importSet: NowImportSetService { NowImportSetService(client: self) }

    /// The Batch API at `/api/now/v1/batch`.
    public var batch: NowBatchService { NowBatchService(client: self) }

    /// GraphQL at `/api/now/graphql`.
    public var graphQL: NowGraphQLService { NowGraphQLService(client: self) }

    /// The scripted REST API `/api/<namespace>[/<version>]/<service>`; no version means the default one.
    public func scriptedREST(namespace: String, service: String, version: String? = nil) -> ScriptedRESTService {
        ScriptedRESTService(client: self, namespace: namespace, service: service, version: version)
    }

    /// Sends a request to `path` (relative to the base URL) with credentials, and returns the response whatever its
    /// status. A 401 that fresh credentials can cure (an ended session, an expired token) is retried once.
    public func send(
        _ method: String, path: String, query: [(String, String)] = [], headers: HTTPFields = HTTPFields(),
        body: Data = Data()
    ) async throws(NowClientError) -> NowHTTPResponse {
        var url = path.hasPrefix("http://") || path.hasPrefix("https://") ? path : baseURL + path
        if !query.isEmpty { url += (url.utf8.contains(UInt8(ascii: "?")) ? "&" : "?") + FormEncoding.query(query) }
        var request = NowHTTPRequest(method: method, url: url, headers: headers, body: body)
        if request.headers[.accept] == nil { request.headers[.accept] = "application/json" }
        if !body.isEmpty && request.headers[.contentType] == nil {
            request.headers[.contentType] = "application/json"
        }
        let unsigned = request
        try await session.authorize(&request, baseURL: baseURL, transport: transport)
        var response = try await transport.send(request)
        await session.received(response)
        if response.status == 401, try await session.recover(baseURL: baseURL, transport: transport) {
            request = unsigned
            try await session.authorize(&request, baseURL: baseURL, transport: transport)
            response = try await transport.send(request)
            await session.received(response)
        }
        return response
    }

    /// Sends a signed request through `exchange`, once more with fresh credentials when a 401 says they ended: the
    /// path large bodies take, to and from files.
    func sendSigned(
        _ request: NowHTTPRequest,
        _ exchange: (NowHTTPRequest) async throws(NowClientError) -> NowHTTPResponse
    ) async throws(NowClientError) -> NowHTTPResponse {
        var signed = request
        try await session.authorize(&signed, baseURL: baseURL, transport: transport)
        var response = try await exchange(signed)
        await session.received(response)
        if response.status == 401, try await session.recover(baseURL: baseURL, transport: transport) {
            signed = request
            try await session.authorize(&signed, baseURL: baseURL, transport: transport)
            response = try await exchange(signed)
            await session.received(response)
        }
        return response
    }

    /// Like `send`, but throws `NowClientError.http` with the error envelope unless the status is 2xx.
    public func perform(
        _ method: String, path: String, query: [(String, String)] = [], headers: HTTPFields = HTTPFields(),
        body: Data = Data()
    ) async throws(NowClientError) -> NowHTTPResponse {
        let response = try await send(method, path: path, query: query, headers: headers, body: body)
        return try Self.successful(response, method: method, url: baseURL + path)
    }

    /// `response` when its status is 2xx; otherwise `NowClientError.http` with the error envelope.
    static func successful(_ response: NowHTTPResponse, method: String, url: String) throws(NowClientError)
        -> NowHTTPResponse
    {
        guard response.isSuccess else {
            throw .http(
                status: response.status, method: method, url: url, envelope: ErrorEnvelope(body: response.body),
                body: response.text)
        }
        return response
    }

    /// Signs in the way the Mobile SDK's examples do: looks up the signed-in user in `sys_user` (with Basic, which
    /// opens the session), and returns that record. With `.session`, later calls then use the session's cookies.
    public func logIn() async throws(NowClientError) -> JSONValue {
        guard let user = authentication.user else {
            throw .authentication(reason: "logIn needs credentials; create the client with .basic, .session or .oauth")
        }
        let filter = "user_name=\(user)"
        let records = try await table.fetchList(
            "sys_user", query: [("sysparm_query", filter), ("sysparm_limit", "1")])
        guard let record = records.first else {
            throw .authentication(reason: "no sys_user record has user_name \(user)")
        }
        return record
    }
}
