import Foundation
import HTTPMessageRules
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import NIOEmbedded
import NowQuery
import Synchronization

/// The embedded instance's router, called directly in the same process: no socket, no HTTP parsing, the same
/// answers, ACLs and errors a client gets over the network.
public final class InProcessResponder: Sendable {
    /// The origin requests are answered as, such as `http://instance.nowtape.invalid`; links in the answers name it.
    public let origin: String
    private let responder: RouterResponder<InstanceRequestContext>
    private let batch: BatchRoute
    private let logger: Logger
    /// The instance's clock, which dates each answer as a real instance's own clock does.
    private let clock: @Sendable () -> UTCTimestamp

    init(instance: EmbeddedInstance, origin: String) {
        self.origin = origin
        self.clock = instance.configuration.clock
        let (router, batch) = InstanceRouter.buildWithBatchRoute(instance)
        self.responder = router.buildResponder()
        self.batch = batch
        var logger = Logger(label: "nowtape.instance.in-process")
        logger.logLevel = instance.configuration.serverLogLevel
        self.logger = logger
    }

    deinit {
        // The batch route holds the router, which holds the instance: without this, no instance answered in
        // process would ever be freed.
        batch.detach()
    }

    /// One answer: the status, the header fields in order and the body.
    public struct Answer: Sendable {
        /// The status code.
        public let status: Int
        /// The header fields in order.
        public let headers: HTTPFields
        /// The whole body.
        public let body: Data
    }

    /// Answers `method` on `target` (a path with its query, or an absolute URL whose path and query are used).
    public func respond(method: String, target: String, headers: HTTPFields, body: Data) async -> Answer {
        let path = Self.pathAndQuery(of: target)
        var head = HTTPRequest(
            method: HTTPRequest.Method(method.uppercased()) ?? .get, scheme: Self.scheme(of: origin),
            authority: Self.authority(of: origin), path: path)
        head.headerFields = headers.removing(["host"])
        // A socket's requests take the listener's scheme; this one takes the origin's, so links name the origin.
        head.headerFields[.originScheme] = Self.scheme(of: origin)
        if !body.isEmpty && head.headerFields[.contentLength] == nil {
            head.headerFields[.contentLength] = String(body.count)
        }
        let request = Request(head: head, body: RequestBody(buffer: ByteBuffer(bytes: body)))
        let response = await Self.respond(to: request, with: responder, logger: logger) { error in
            "The in-process request failed: \(error)"
        }
        let bytes = await BodyCollector.collect(response.body)
        return Answer(
            status: Int(response.status.code),
            headers: Self.wireHeaders(
                response.headers, status: response.status, bodyLength: bytes.count,
                date: Date(timeIntervalSince1970: TimeInterval(clock().secondsSince1970))),
            body: bytes)
    }

    /// `headers` as the instance's socket sends them: with its `Server` and a `Date` of `date`, and framed as
    /// HTTP/1.1 frames a whole body (RFC 9110, section 8.6): a `Content-Length`, except on 204 and 304, which carry
    /// none.
    static func wireHeaders(_ headers: HTTPFields, status: HTTPResponse.Status, bodyLength: Int, date: Date = Date())
        -> HTTPFields
    {
        var fields = headers
        if status == .noContent || status == .notModified {
            fields[.contentLength] = nil
        } else if fields[.contentLength] == nil {
            fields[.contentLength] = String(bodyLength)
        }
        if fields[.server] == nil { fields[.server] = EmbeddedInstance.serverHeader }
        if fields[.date] == nil { fields[.date] = HTTPDate.string(from: date) }
        return fields
    }

    /// `responder`'s answer to `request`, with no channel behind it; a routing error becomes the error envelope a
    /// socket client gets, and any other error the internal error that `describe` words.
    static func respond(
        to request: Request, with responder: RouterResponder<InstanceRequestContext>, logger: Logger,
        describe: (any Error) -> String
    ) async -> Response {
        let context = InstanceRequestContext(
            source: ApplicationRequestContextSource(channel: EmbeddedChannel(), logger: logger))
        do {
            return try await responder.respond(to: request, context: context)
        } catch let error as HTTPError {
            return InstanceRouter.response(
                .error(.badRequest(message: "Requested URI does not represent any resource", detail: "\(error)"))
                    .withStatus(Int(error.status.code)))
        } catch {
            return InstanceRouter.response(.error(.internalError(describe(error))))
        }
    }

    static func pathAndQuery(of target: String) -> String {
        guard let schemeEnd = target.range(of: "://") else { return target.isEmpty ? "/" : target }
        let afterAuthority = target[schemeEnd.upperBound...]
        guard let slash = afterAuthority.firstIndex(where: { $0 == "/" || $0 == "?" }) else { return "/" }
        let rest = String(afterAuthority[slash...])
        return rest.hasPrefix("?") ? "/" + rest : rest
    }

    static func scheme(of origin: String) -> String {
        origin.range(of: "://").map { String(origin[..<$0.lowerBound]) } ?? "http"
    }

    static func authority(of origin: String) -> String {
        origin.range(of: "://").map { String(origin[$0.upperBound...]) } ?? origin
    }
}

extension EmbeddedInstance {
    /// A responder that calls this instance's router in the same process, answering as `origin`, such as
    /// Cassettes' `Cassette.placeholderOrigin`.
    public func inProcess(origin: String) -> InProcessResponder {
        InProcessResponder(instance: self, origin: origin)
    }
}

/// A response body writer that keeps what is written.
final class BodyCollector: ResponseBodyWriter, Sendable {
    let bytes = Mutex(Data())

    /// The bytes `body` writes.
    static func collect(_ body: ResponseBody) async -> Data {
        let writer = BodyCollector()
        try? await body.write(writer)
        return writer.bytes.withLock { $0 }
    }

    func write(_ buffer: ByteBuffer) async throws {
        bytes.withLock { $0.append(contentsOf: buffer.readableBytesView) }
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
