/// How a request's head frames its body, checked before any of the body is read, so every NowTape server answers a
/// body it will not read at once and the same way.
///
/// RFC 9112, section 6: a `Transfer-Encoding` whose last coding is not `chunked` leaves the body's length unknown
/// (400, and the connection closes); a coding the server does not implement gets 501. A `Content-Length` over the
/// server's limit gets 413 before the client sends the body, `Expect: 100-continue` or not.
public enum RequestFraming: Equatable, Sendable {
    /// The body may be read.
    case acceptable
    /// Refuse with `status`; the connection closes afterwards.
    case refuse(status: Int, message: String, detail: String)

    /// The largest request body every NowTape server accepts unless told otherwise: 10 MiB, the platform's own limit
    /// on a REST request's content.
    public static let defaultBodyLimit = 10 * 1024 * 1024

    /// The verdict on a head's `Transfer-Encoding` and `Content-Length` values, for a server accepting at most
    /// `limit` body bytes (nil: no limit).
    public init(transferEncoding: [String], contentLength: String?, limit: Int?) {
        let codings = transferEncoding.flatMap { $0.split(separator: ",") }.map {
            $0.trimmingSpaces().lowercased()
        }
        if !codings.isEmpty {
            if let unknown = codings.first(where: { $0 != "chunked" }) {
                guard codings.last == "chunked" else {
                    self = .refuse(
                        status: 400, message: "Bad Request",
                        detail: "Transfer-Encoding '\(unknown)' does not end with chunked, so the body's length is "
                            + "unknown; send the body with Content-Length, or chunked")
                    return
                }
                self = .refuse(
                    status: 501, message: "Not Implemented",
                    detail: "The transfer coding '\(unknown)' is not supported; send the body with Content-Length, "
                        + "or with chunked alone")
                return
            }
            guard codings.count == 1 else {
                self = .refuse(
                    status: 400, message: "Bad Request", detail: "chunked may be applied to a body only once")
                return
            }
        }
        if let contentLength {
            guard let length = Int(contentLength.trimmingSpaces()), length >= 0 else {
                // An overflowing or negative length is as oversized as any.
                let digits = contentLength.trimmingSpaces()
                if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let limit {
                    self = Self.tooLarge(limit: limit)
                    return
                }
                self = .refuse(
                    status: 400, message: "Bad Request", detail: "Content-Length '\(contentLength)' is not a length")
                return
            }
            if let limit, length > limit {
                self = Self.tooLarge(limit: limit)
                return
            }
        }
        self = .acceptable
    }

    private static func tooLarge(limit: Int) -> RequestFraming {
        .refuse(
            status: 413, message: "Request body too large",
            detail: "The body is over \(limit) bytes; send a smaller body")
    }
}

extension StringProtocol {
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
