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
        headers.removeAll { $0.hasName(name) }
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
        headers.filter { $0.hasName(name) }.map(\.value)
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

    /// Whether the field is called `other`, ignoring ASCII case as HTTP does.
    public func hasName(_ other: String) -> Bool {
        guard name.utf8.count == other.utf8.count else { return false }
        return zip(name.utf8, other.utf8).allSatisfy { Self.lowercased($0) == Self.lowercased($1) }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }
}

extension [HTTPField] {
    /// The first value of the field `name`, in any case.
    public func value(of name: String) -> String? {
        first { $0.hasName(name) }?.value
    }
}
