import Cassettes
import NIOHTTP1

extension Cassettes.HeaderFields {
    /// The fields of a NIO head, without those that describe the connection.
    init(endToEnd headers: HTTPHeaders) {
        self.init()
        for (name, value) in headers where !Self.isHopByHop(name) { add(name, value) }
    }

    /// The fields as NIO headers, without a length (set from the body) or connection fields.
    func nioHeaders() -> HTTPHeaders {
        var headers = HTTPHeaders()
        headers.reserveCapacity(fields.count + 2)
        for field in self {
            if Self.sameName(field.name, "content-length") || Self.isHopByHop(field.name) { continue }
            headers.add(name: field.name, value: field.value)
        }
        return headers
    }
}
