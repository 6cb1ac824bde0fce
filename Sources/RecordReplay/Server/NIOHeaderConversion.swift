import Cassettes
import HTTPMessageRules
import NIOHTTP1

extension HTTPFields {
    /// The fields of a NIO head, without those that describe the connection.
    init(endToEnd headers: HTTPHeaders) {
        self = HTTPFields(parsed: headers, leavingOut: HeaderFieldRules.hopByHop)
    }

    /// The fields as NIO headers, without a length (set from the body) or connection fields.
    ///
    /// The servers write heads without SwiftNIO's per-message header check, so fields from anywhere but a parsed
    /// message (a cassette, or interactions made in code) pass `checked`: a field that would end the head early or
    /// start a new field (CR, LF or NUL, or a name that is not a token) is left out rather than sent.
    func nioHeaders(checked: Bool = false) -> HTTPHeaders {
        var headers = HTTPHeaders()
        headers.reserveCapacity(count + 2)
        for field in self {
            if field.name == .contentLength || HeaderFieldRules.hopByHop.contains(field.name.canonicalName) { continue }
            if checked, HeaderFieldRules.forbiddenByte(in: field.value) != nil { continue }
            headers.add(name: field.name.rawName, value: field.value)
        }
        return headers
    }
}
