import Cassettes
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// Moves messages between Hummingbird's types and the cassette's.
enum MessageConversion {
    /// `http://` and the authority the client sent the request to.
    static func origin(of request: Request) -> String {
        "http://" + (request.head.authority ?? "127.0.0.1")
    }

    /// The request's path and query, whatever form its target took: an absolute-form target
    /// (`GET http://elsewhere/x`) keeps only its path and query, so it can never choose another host.
    static func target(of request: Request) -> String {
        let path = request.uri.path.isEmpty ? "/" : request.uri.path
        guard let query = request.uri.query, !query.isEmpty else { return path }
        return path + "?" + query
    }

    /// The request's headers, without those that describe the connection.
    static func headers(of request: Request) -> Cassettes.HeaderFields {
        var fields = Cassettes.HeaderFields()
        for field in request.headers where !Cassettes.HeaderFields.hopByHop.contains(field.name.canonicalName) {
            fields.add(field.name.rawName, field.value)
        }
        return fields
    }

    /// Reads the whole body, or nil when it is larger than `limit`.
    static func body(of request: inout Request, limit: Int) async -> Data? {
        guard let buffer = try? await request.collectBody(upTo: limit) else { return nil }
        return Data(buffer.readableBytesView)
    }

    /// HTTP header fields from the cassette's, leaving out connection headers and the length (set from the body).
    static func httpFields(_ headers: Cassettes.HeaderFields, dropping: Set<String> = []) -> HTTPFields {
        var fields = HTTPFields()
        let skipped = Cassettes.HeaderFields.hopByHop.union(["content-length"]).union(dropping)
        for field in headers where !skipped.contains(field.name.lowercased()) {
            if let name = HTTPField.Name(field.name) { fields.append(HTTPField(name: name, value: field.value)) }
        }
        return fields
    }

    /// A complete reply as a Hummingbird response.
    static func response(_ reply: ProxyReply) -> Response {
        Response(
            status: HTTPResponse.Status(code: reply.status), headers: httpFields(reply.headers),
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: reply.body)))
    }
}
