/// A request with the parts matching compares worked out once: recorded requests are prepared when a cassette is
/// loaded, and each incoming request once, however many interactions it is compared with.
public struct PreparedRequest: Sendable {
    public let request: RecordedRequest
    let path: String
    let queryItems: [(name: String, value: String)]
    /// `scheme://host[:port]`, lowercased.
    let origin: String
    /// Whether the origin must agree too: a request through the forward proxy names the instance it is for, while
    /// one sent to a replay server's own address (reverse mode) names only that server.
    let matchesOrigin: Bool

    /// A request to prepare; with `matchingOrigin`, only interactions recorded from its origin match it.
    public init(_ request: RecordedRequest, matchingOrigin: Bool = false) {
        self.request = request
        self.path = request.path
        self.queryItems = request.queryItems
        self.origin = request.origin
        self.matchesOrigin = matchingOrigin
    }
}
