import Cassettes
import HTTPMessageRules
import NIOHTTP1

extension Cassettes.HeaderFields {
    /// The fields of a NIO head, without those that describe the connection.
    init(endToEnd headers: HTTPHeaders) {
        self.init()
        for (name, value) in headers where !Self.isHopByHop(name) { add(name, value) }
    }

    /// The fields as NIO headers, without a length (set from the body) or connection fields.
    ///
    /// The servers write heads without SwiftNIO's per-message header check, so fields from anywhere but a parsed
    /// message (a cassette, or interactions made in code) pass `checked`: a field that would end the head early or
    /// start a new field (CR, LF or NUL, or a name that is not a token) is left out rather than sent.
    func nioHeaders(checked: Bool = false) -> HTTPHeaders {
        var headers = HTTPHeaders()
        headers.reserveCapacity(fields.count + 2)
        for field in self {
            if Self.sameName(field.name, "content-length") || Self.isHopByHop(field.name) { continue }
            if checked, !HeaderFieldRules.isName(field.name) || HeaderFieldRules.forbiddenByte(in: field.value) != nil {
                continue
            }
            headers.add(name: field.name, value: field.value)
        }
        return headers
    }
}
