import Cassettes
import Foundation
import JSONText

/// A complete answer a server gives without streaming: a replayed interaction, a miss report or an error.
struct ProxyReply: Sendable {
    var status: Int
    /// The headers to send, without a length (set from the body).
    var headers: HeaderFields
    var body: Data

    /// A JSON answer.
    static func json(_ status: Int, _ value: JSONValue, headers: HeaderFields = HeaderFields()) -> ProxyReply {
        var fields = headers
        fields.set("Content-Type", "application/json")
        return ProxyReply(status: status, headers: fields, body: Data(JSONWriter.compactBytes(value)))
    }

    /// The platform's error envelope.
    static func error(_ status: Int, message: String, detail: String) -> ProxyReply {
        json(
            status,
            .object([
                ("error", .object([("message", .string(message)), ("detail", .string(detail))])),
                ("status", .string("failure")),
            ]))
    }
}
