import Cassettes
import Foundation
import JSONText
import PlatformErrors

/// A complete answer a server gives without streaming: a replayed interaction, a miss report or an error.
struct ProxyReply: Sendable {
    var status: Int
    /// The headers to send, without a length (set from the body).
    var headers: HTTPFields
    var body: Data

    /// A JSON answer.
    static func json(_ status: Int, _ value: JSONValue, headers: HTTPFields = HTTPFields()) -> ProxyReply {
        var fields = headers
        fields[.contentType] = "application/json"
        return ProxyReply(status: status, headers: fields, body: Data(JSONWriter.compactBytes(value)))
    }

    /// The answer to a request no recorded interaction matches: status 599, the miss report with the closest
    /// interactions, and `X-NowTape-Replay: miss`, from the replay server and the recorder alike.
    static func miss(_ report: MissReport) -> ProxyReply {
        ProxyReply(status: MissReport.status, headers: MissReport.headerFields, body: Data(report.body))
    }

    /// The platform's error envelope.
    static func error(_ status: Int, message: String, detail: String) -> ProxyReply {
        json(status, ErrorEnvelope(message: message, detail: detail).json)
    }
}
