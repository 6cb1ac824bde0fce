import Cassettes
import Foundation
import HTTPMessageRules
import NIOCore
import NIOHTTP1

/// A request arriving in parts on a server connection, gathered whole within a body limit. A body declared or
/// found to be over the limit is refused, and the rest of that request is dropped; `Expect: 100-continue` is
/// acknowledged when the body is welcome. The proxy's and the replay's connection handlers both collect this way.
///
/// A body larger than its body files' threshold goes to a ``BodySpool`` as it arrives, so a large upload is never
/// whole in memory: it ends as a mapped body file (binary) or, for text, back in memory to be redacted and matched.
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
        /// The body could not be kept on disk; answer 500 with this detail.
        case failed(HTTPVersion, detail: String)
    }

    /// The head of the request being gathered, until it is complete or refused.
    private(set) var head: HTTPRequestHead?
    /// Whether the latest request was refused.
    private(set) var refused = false
    private var body = ByteBuffer()
    /// Where bodies over the threshold go; nil keeps every body in memory.
    private let bodies: BodyFiles?
    /// Whether a spooled body's file is removed once mapped: for bodies that are only compared, never kept.
    private let removesBodyFiles: Bool
    private var spool: BodySpool?
    private var spoolFailure: (any Error)?

    /// A collector; with `bodies`, bodies over its threshold are spooled to its folder.
    init(spoolingTo bodies: BodyFiles? = nil, removingBodyFiles: Bool = false) {
        self.bodies = bodies
        self.removesBodyFiles = removingBodyFiles
    }

    /// Takes the next part. `limit` is the largest body accepted; nil drops the body, for a request that will be
    /// answered without reading it.
    mutating func receive(_ part: HTTPServerRequestPart, limit: Int?) -> Step {
        switch part {
        case .head(let received):
            head = received
            body.clear()
            spool = nil
            spoolFailure = nil
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
            guard body.readableBytes + (spool?.count ?? 0) + chunk.readableBytes <= limit else { return refuse() }
            if spool == nil, let bodies, body.readableBytes + chunk.readableBytes > bodies.threshold {
                spool = BodySpool(bodies: bodies)
                append(body)
                body.clear()
            }
            if spool != nil {
                append(chunk)
            } else {
                body.writeBuffer(&chunk)
            }
            return .wait
        case .end:
            guard !refused, let complete = head else { return .wait }
            head = nil
            defer {
                body.clear()
                spool = nil
                spoolFailure = nil
            }
            guard let spool else {
                // Copied through the bytes' pointer: Data's generic initializer costs more than the rest of the read.
                return .complete(complete, body.withUnsafeReadableBytes { Data($0) })
            }
            do {
                if let spoolFailure { throw spoolFailure }
                let bytes = try spool.finish()
                if removesBodyFiles, let origin = MappedBodyFile.origin(of: bytes) {
                    // The mapping keeps the bytes readable after the name is gone.
                    try? FileManager.default.removeItem(atPath: origin.path)
                }
                return .complete(complete, bytes)
            } catch {
                return .failed(
                    complete.version,
                    detail: "The request body could not be kept on disk (\(error)); "
                        + "free disk space or check the body folder's permissions, then send it again")
            }
        }
    }

    /// Adds bytes to the spool; a failure is kept and reported when the request ends.
    private mutating func append(_ buffer: ByteBuffer) {
        guard spoolFailure == nil, let spool else { return }
        do {
            try buffer.withUnsafeReadableBytes { try spool.append($0) }
        } catch {
            spoolFailure = error
        }
    }

    private mutating func refuse() -> Step {
        refused = true
        let version = head?.version ?? .http1_1
        head = nil
        return .refuse(version)
    }
}
