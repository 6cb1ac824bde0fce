/// What is removed from traffic before it is written. The defaults keep every credential out of a cassette.
public struct RedactionRules: Sendable, Hashable {
    /// Headers whose whole value is a secret (an auth scheme such as `Basic` is kept).
    public var headers: Set<String>
    /// Headers whose cookie values are secrets (names and attributes are kept).
    public var cookieHeaders: Set<String> = ["cookie", "set-cookie"]
    /// Query parameters whose values are secrets.
    public var queryParameters: Set<String>
    /// Form fields and JSON keys, at any depth, whose values are secrets.
    public var bodyFields: Set<String>
    /// Dotted JSON paths from the body's root whose values are secrets; `*` matches any key or array element,
    /// as in `result.*.token`.
    public var jsonPaths: [String]
    /// Whether a request keeps the user name it signed in as (``RecordedRequest/user``) when its credentials are
    /// redacted. A user name is not a secret, and a learned instance reads as that user; `cassette anonymize`
    /// replaces it with its fake.
    public var keepsUserName = true

    /// The headers redacted by default.
    public static let defaultHeaders: Set<String> = [
        "authorization", "proxy-authorization", "x-usertoken", "x-api-key", "api-key", "x-auth-token",
    ]
    /// The body fields redacted by default: passwords (`user_password` is the platform's own on `sys_user`), API
    /// keys and OAuth secrets.
    public static let defaultBodyFields: Set<String> = [
        "password", "user_password", "client_secret", "access_token", "refresh_token", "api_key",
    ]

    /// The default rules, plus whatever the user names.
    public init(
        headers: Set<String> = [], queryParameters: Set<String> = [], bodyFields: Set<String> = [],
        jsonPaths: [String] = []
    ) {
        self.headers = Self.defaultHeaders.union(headers.map { $0.lowercased() })
        self.queryParameters = Self.defaultBodyFields.union(queryParameters)
        self.bodyFields = Self.defaultBodyFields.union(bodyFields)
        self.jsonPaths = jsonPaths
    }
}
