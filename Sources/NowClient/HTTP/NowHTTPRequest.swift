import Foundation

/// One HTTP request as NowClient sends it: the method, the absolute URL, the headers in order, and the body.
public struct NowHTTPRequest: Sendable, Hashable {
    /// `GET`, `POST`, `PUT`, `PATCH` or `DELETE`.
    public var method: String
    /// The absolute URL, query included.
    public var url: String
    /// Header fields in the order they are sent.
    public var headers: HTTPFields
    /// The body; empty when there is none.
    public var body: Data

    /// A request; headers and body default to none.
    public init(method: String, url: String, headers: HTTPFields = HTTPFields(), body: Data = Data()) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}

/// One HTTP response: the status, the headers in order, and the body.
public struct NowHTTPResponse: Sendable, Hashable {
    /// The status code.
    public var status: Int
    /// Header fields in the order they arrived.
    public var headers: HTTPFields
    public var body: Data

    /// A response.
    public init(status: Int, headers: HTTPFields = HTTPFields(), body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The body as UTF-8 text (invalid bytes replaced).
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }
}
