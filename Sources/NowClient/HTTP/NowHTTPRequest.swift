import Foundation

/// One HTTP request as NowClient sends it: the method, the absolute URL, the headers in order, and the body.
public struct NowHTTPRequest: Sendable, Hashable {
    /// `GET`, `POST`, `PUT`, `PATCH` or `DELETE`.
    public var method: String
    /// The absolute URL, query included.
    public var url: String
    /// Header fields in the order they are sent.
    public var headers: [HTTPField]
    /// The body; empty when there is none.
    public var body: Data

    /// A request; headers and body default to none.
    public init(method: String, url: String, headers: [HTTPField] = [], body: Data = Data()) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }

    /// The first value of the header `name`, in any case.
    public func header(_ name: String) -> String? { headers.value(of: name) }

    /// Sets the header `name`, replacing every value it had.
    public mutating func setHeader(_ name: String, _ value: String) {
        headers.removeAll { $0.name.caseInsensitiveCompare(name) == .orderedSame }
        headers.append(HTTPField(name, value))
    }
}

/// One HTTP response: the status, the headers in order, and the body.
public struct NowHTTPResponse: Sendable, Hashable {
    /// The status code.
    public var status: Int
    /// Header fields in the order they arrived.
    public var headers: [HTTPField]
    /// The body.
    public var body: Data

    /// A response.
    public init(status: Int, headers: [HTTPField] = [], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The first value of the header `name`, in any case.
    public func header(_ name: String) -> String? { headers.value(of: name) }

    /// Every value of the header `name`, in order.
    public func headers(named name: String) -> [String] {
        headers.filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }.map(\.value)
    }

    /// The body as UTF-8 text (invalid bytes replaced).
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }
}

/// One header field.
public struct HTTPField: Sendable, Hashable {
    /// The name as written.
    public var name: String
    /// The value.
    public var value: String

    /// A field.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

extension [HTTPField] {
    /// The first value of the field `name`, in any case.
    public func value(of name: String) -> String? {
        first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}
