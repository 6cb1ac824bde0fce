import Cassettes
import NIOHTTP1

extension Cassettes.HeaderFields {
    /// The fields of a NIO head, without those that describe the connection.
    init(endToEnd headers: HTTPHeaders) {
        self.init()
        for (name, value) in headers where !Self.hopByHop.contains(name.lowercased()) { add(name, value) }
    }

    /// The fields as NIO headers, without a length (set from the body) or connection fields.
    func nioHeaders() -> HTTPHeaders {
        var headers = HTTPHeaders()
        headers.reserveCapacity(fields.count + 2)
        for field in self {
            let name = field.name.lowercased()
            if name == "content-length" || Self.hopByHop.contains(name) { continue }
            headers.add(name: field.name, value: field.value)
        }
        return headers
    }
}
