/// An HTTP request to a scripted REST operation, as `RESTAPIRequest` presents it to the script.
public struct ScriptedRESTRequest: Sendable, Hashable {
    /// The `{name}` values from the path.
    public var pathParameters: [String: String]
    /// Each query parameter's values, in order.
    public var queryParameters: [String: [String]]
    /// The raw query string, without `?`.
    public var queryString: String
    /// The request headers (the last value wins for repeated names).
    public var headers: [String: String]
    /// The path, such as `/api/x_snc_my_work/v1/tracker/task`.
    public var uri: String
    /// The full URL the client used.
    public var url: String
    /// The body as text; empty when there is none.
    public var body: String

    /// Creates a request.
    public init(
        pathParameters: [String: String] = [:], queryParameters: [String: [String]] = [:], queryString: String = "",
        headers: [String: String] = [:], uri: String, url: String, body: String = ""
    ) {
        self.pathParameters = pathParameters
        self.queryParameters = queryParameters
        self.queryString = queryString
        self.headers = headers
        self.uri = uri
        self.url = url
        self.body = body
    }
}

/// What a scripted REST operation answered.
public struct ScriptedRESTResult: Sendable {
    /// The HTTP status.
    public var status: Int
    /// The headers, in order.
    public var headers: [(name: String, value: String)]
    /// The body text.
    public var body: String
    /// The script call that set the status, such as `response.setStatus`, for errors that name it.
    public var statusSetter: String? = nil
}

/// A scripted REST operation's script and where it lives.
public struct ScriptedRESTScript: Sendable, Hashable {
    /// The operation script, `(function process(request, response) { … })(request, response);`.
    public var source: String
    /// The name logs and errors give it, such as `sys_ws_operation:Get my tasks`.
    public var fileName: String
    /// The application scope, for resolving script includes by bare name.
    public var scope: String
    /// The JavaScript mode the script runs in.
    public var mode: ScriptMode

    /// Creates a script description. The mode defaults to the platform's default for the scope: ES12 for a scoped
    /// application, ES5 Standards for global.
    public init(source: String, fileName: String, scope: String, mode: ScriptMode? = nil) {
        self.source = source
        self.fileName = fileName
        self.scope = scope
        self.mode = mode ?? ScriptMode.applicationDefault(scope: scope)
    }
}
