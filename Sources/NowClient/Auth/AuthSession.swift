import Foundation

/// The changing half of authentication: session cookies and OAuth tokens. One per client, shared by its copies.
actor AuthSession {
    let authentication: NowAuthentication
    private var cookies = CookieJar()
    private var accessToken: String?
    private var refreshToken: String?

    init(_ authentication: NowAuthentication) {
        self.authentication = authentication
    }

    /// Adds the credentials `request` needs now, fetching a token first when OAuth has none.
    func authorize(_ request: inout NowHTTPRequest, baseURL: String, transport: any NowTransport)
        async throws(NowClientError)
    {
        // Cookies go as one field: the `.cookie` subscript would split them into one field each, as HTTP/2 may, and
        // HTTP/1.1 allows a single Cookie header.
        switch authentication {
        case .none:
            if let cookie = cookies.header { request.headers[values: .cookie] = [cookie] }
        case .basic(let user, let password):
            request.headers[.authorization] = Self.basic(user, password)
        case .session(let user, let password):
            if let cookie = cookies.header {
                request.headers[values: .cookie] = [cookie]
            } else {
                request.headers[.authorization] = Self.basic(user, password)
            }
        case .oauth:
            if accessToken == nil { try await grant(baseURL: baseURL, transport: transport, refreshing: false) }
            if let accessToken { request.headers[.authorization] = "Bearer \(accessToken)" }
        }
    }

    /// Takes in the cookies a response set.
    func received(_ response: NowHTTPResponse) {
        let setCookies = response.headers[values: .setCookie]
        if !setCookies.isEmpty { cookies.store(setCookies) }
    }

    /// After a 401: drops what expired and says whether the request is worth sending once more.
    func recover(baseURL: String, transport: any NowTransport) async throws(NowClientError) -> Bool {
        switch authentication {
        case .none, .basic:
            return false
        case .session:
            guard !cookies.isEmpty else { return false }
            cookies.removeAll()
            return true
        case .oauth:
            try await grant(baseURL: baseURL, transport: transport, refreshing: refreshToken != nil)
            return true
        }
    }

    private func grant(baseURL: String, transport: any NowTransport, refreshing: Bool) async throws(NowClientError) {
        guard case .oauth(let clientID, let clientSecret, let user, let password) = authentication else { return }
        if refreshing, let refreshToken {
            let fields = [
                ("grant_type", "refresh_token"), ("client_id", clientID), ("client_secret", clientSecret),
                ("refresh_token", refreshToken),
            ]
            if try await requestToken(fields, baseURL: baseURL, transport: transport) { return }
        }
        let fields = [
            ("grant_type", "password"), ("client_id", clientID), ("client_secret", clientSecret), ("username", user),
            ("password", password),
        ]
        guard try await requestToken(fields, baseURL: baseURL, transport: transport) else {
            throw .authentication(reason: "the OAuth password grant for \(user) was refused")
        }
    }

    private func requestToken(_ fields: [(String, String)], baseURL: String, transport: any NowTransport)
        async throws(NowClientError) -> Bool
    {
        let body = fields.map { "\(FormEncoding.escape($0.0))=\(FormEncoding.escape($0.1))" }.joined(separator: "&")
        let request = NowHTTPRequest(
            method: "POST", url: baseURL + "/oauth_token.do",
            headers: [.contentType: "application/x-www-form-urlencoded", .accept: "application/json"],
            body: Data(body.utf8))
        let response = try await transport.send(request)
        guard response.isSuccess else { return false }
        let token = try JSONValue(parsing: response.body)
        guard let access = token["access_token"]?.text else {
            throw .authentication(reason: "/oauth_token.do answered without an access_token")
        }
        accessToken = access
        refreshToken = token["refresh_token"]?.text ?? refreshToken
        return true
    }

    static func basic(_ user: String, _ password: String) -> String {
        "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
    }
}
