import Foundation
import HTTPMessageRules
import PlatformErrors

/// A request as the Table API sees it, independent of the HTTP server.
public struct APIRequest: Sendable {
    public var method: String
    /// The path without the query, such as `/api/now/v2/table/incident`.
    public var path: String
    /// The query parameters, decoded, in order.
    public var queryItems: [(String, String)]
    public var body: Data?
    /// `scheme://host[:port]` as the client addressed the instance.
    public var baseURL: String
    /// The request's header fields, in order.
    public var headers: HTTPFields

    public init(
        method: String, path: String, queryItems: [(String, String)], body: Data?, baseURL: String,
        headers: HTTPFields = HTTPFields()
    ) {
        self.method = method
        self.path = path
        self.queryItems = queryItems
        self.body = body
        self.baseURL = baseURL
        self.headers = headers
    }

    /// Whether the client asked, with `X-no-response-body: true`, for a write to answer without the record.
    var wantsNoResponseBody: Bool { headers["X-no-response-body"]?.lowercased() == "true" }
}

/// A response, independent of the HTTP server.
public struct APIResponse: Sendable {
    public var status: Int
    public var headers: HTTPFields
    public var body: String?

    public init(status: Int, headers: HTTPFields = HTTPFields(), body: String? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A JSON response.
    static func json(_ status: Int, _ body: String, headers: HTTPFields = HTTPFields()) -> APIResponse {
        var fields: HTTPFields = [.contentType: "application/json;charset=UTF-8"]
        fields.append(contentsOf: headers)
        return APIResponse(status: status, headers: fields, body: body)
    }

    /// The same response with another status.
    func withStatus(_ status: Int) -> APIResponse {
        var copy = self
        copy.status = status
        return copy
    }

    /// The platform's error envelope.
    static func error(_ error: InstanceError) -> APIResponse {
        let envelope = ErrorEnvelope(message: error.message, detail: error.detail).text
        var headers = HTTPFields()
        if error == .notAuthenticated { headers[.wwwAuthenticate] = "BASIC realm=\"Service-now\"" }
        return .json(error.status, envelope, headers: headers)
    }
}

/// Percent-encodes query components the way browsers and curl do: ASCII letters, digits and `-._~,` stay, every
/// other UTF-8 byte becomes `%XX`.
enum QueryEncoding {
    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    static func encode(_ items: [(String, String)]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(items.reduce(0) { $0 + $1.0.utf8.count + $1.1.utf8.count + 2 } * 2)
        for (index, (name, value)) in items.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: "&")) }
            append(name, to: &bytes)
            bytes.append(UInt8(ascii: "="))
            append(value, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func append(_ component: String, to bytes: inout [UInt8]) {
        for byte in component.utf8 {
            if isAllowed(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
    }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: ","):
            return true
        default:
            return false
        }
    }
}
