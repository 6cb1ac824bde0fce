import Foundation
import HTTPMessageRules
import NIOCore
import NIOHTTP1

/// A request arriving in parts on a server connection, gathered whole within a body limit. A body declared or
/// found to be over the limit is refused, and the rest of that request is dropped; `Expect: 100-continue` is
/// acknowledged when the body is welcome. The proxy's and the replay's connection handlers both collect this way.
struct RequestCollector {
    /// What the connection does after a part.
    enum Step {
        /// Nothing yet.
        case wait
        /// Send `100 Continue`.
        case sendContinue(HTTPVersion)
        /// Answer 413 and close the connection.
        case refuse(HTTPVersion)
        /// Answer with this status and error, and close the connection: a body framed in a way no server should
        /// read (an unknown transfer coding, or one that leaves the length unknown).
        case reject(HTTPVersion, status: Int, message: String, detail: String)
        /// The request is whole.
        case complete(HTTPRequestHead, Data)
    }

    /// The head of the request being gathered, until it is complete or refused.
    private(set) var head: HTTPRequestHead?
    /// Whether the latest request was refused.
    private(set) var refused = false
    private var body = ByteBuffer()

    /// Takes the next part. `limit` is the largest body accepted; nil drops the body, for a request that will be
    /// answered without reading it.
    mutating func receive(_ part: HTTPServerRequestPart, limit: Int?) -> Step {
        switch part {
        case .head(let received):
            head = received
            body.clear()
            refused = false
            let framing = RequestFraming(
                transferEncoding: received.headers["transfer-encoding"],
                contentLength: received.headers.first(name: "content-length"), limit: limit)
            if case .refuse(let status, let message, let detail) = framing {
                if status == 413 { return refuse() }
                _ = refuse()
                return .reject(received.version, status: status, message: message, detail: detail)
            }
            if received.headers.first(name: "expect")?.lowercased() == "100-continue" {
                return .sendContinue(received.version)
            }
            return .wait
        case .body(var chunk):
            guard !refused, let limit else { return .wait }
            guard body.readableBytes + chunk.readableBytes <= limit else { return refuse() }
            body.writeBuffer(&chunk)
            return .wait
        case .end:
            guard !refused, let complete = head else { return .wait }
            head = nil
            let bytes = Data(body.readableBytesView)
            body.clear()
            return .complete(complete, bytes)
        }
    }

    private mutating func refuse() -> Step {
        refused = true
        let version = head?.version ?? .http1_1
        head = nil
        return .refuse(version)
    }
}
