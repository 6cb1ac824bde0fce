/// A request with the parts matching compares worked out once: recorded requests are prepared when a cassette is
/// loaded, and each incoming request once, however many interactions it is compared with.
public struct PreparedRequest: Sendable {
    public let request: RecordedRequest
    let path: String
    let queryItems: [(name: String, value: String)]

    public init(_ request: RecordedRequest) {
        self.request = request
        self.path = request.path
        self.queryItems = request.queryItems
    }
}
