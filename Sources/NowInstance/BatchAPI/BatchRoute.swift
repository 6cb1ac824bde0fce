import Foundation
import HTTPTypes
import Hummingbird
import JSONText
import Logging
import NIOCore
import NIOHTTP1
import PlatformLimits
import Synchronization

/// The Batch API: `POST /api/now/v1/batch` sends each of its requests through the instance's own router, in
/// order, with the batch's credentials, so every answer, ACL and error is the one the request gets alone.
final class BatchRoute: Sendable {
    /// Where the Batch API answers.
    static let paths = ["/api/now/v1/batch"]
    static let descriptor = PlatformAPIDescriptor(key: "batch", name: "Batch API", prefixes: paths)

    /// The router's responder, set once the router is built.
    private let responder = Mutex<RouterResponder<InstanceRequestContext>?>(nil)
    private let instance: EmbeddedInstance

    init(instance: EmbeddedInstance) {
        self.instance = instance
    }

    /// Hands the route the responder of the router it was added to. The route and that responder then hold each
    /// other: an owner that outlives neither must `detach()`.
    func attach(_ router: Router<InstanceRequestContext>) {
        let built = router.buildResponder()
        responder.withLock { $0 = built }
    }

    /// Lets go of the router's responder, so the router, the route and the instance can be freed.
    func detach() {
        responder.withLock { $0 = nil }
    }

    func respond(_ request: Request, context: InstanceRequestContext) async throws(APIAnswerError) -> Response {
        _ = try context.user()
        var request = request
        let buffer = try await request.collectAPIBody()
        let batch: BatchRequest
        do {
            batch = try BatchRequest(Data(buffer.readableBytesView))
        } catch {
            return InstanceRouter.response(.error(error))
        }
        guard let responder = responder.withLock({ $0 }) else {
            return InstanceRouter.response(.error(.internalError("The batch route was not attached to its router")))
        }
        var serviced: [String] = []
        for item in batch.items {
            serviced.append(await run(item, batch: request, responder: responder, logger: context.logger))
        }
        let body = JSONFragments.object([
            ("batch_request_id", JSONFragments.string(batch.batchRequestID)),
            ("serviced_requests", JSONFragments.array(serviced)),
            ("unserviced_requests", JSONFragments.array([])),
        ])
        return InstanceRouter.response(.json(200, body))
    }

    /// Runs one item and renders its entry of `serviced_requests`.
    private func run(
        _ item: BatchRequest.Item, batch: Request, responder: RouterResponder<InstanceRequestContext>, logger: Logger
    ) async -> String {
        let started = ContinuousClock.now
        let response: Response
        if let problem = item.problem {
            response = InstanceRouter.response(
                .error(.badRequest(message: "Invalid batch request item", detail: problem)))
        } else {
            var head = HTTPRequest(
                method: HTTPRequest.Method(item.method) ?? .get, scheme: "http",
                authority: batch.head.authority, path: item.url)
            for (name, value) in item.headers {
                if let fieldName = HTTPField.Name(name) {
                    head.headerFields.append(HTTPField(name: fieldName, value: value))
                }
            }
            // The batch's own credentials, as the platform runs each request as the batch's caller.
            for name in [HTTPField.Name.authorization, .cookie] {
                head.headerFields[name] = batch.headers[name]
            }
            if let body = item.body { head.headerFields[.contentLength] = String(body.count) }
            let inner = Request(head: head, body: RequestBody(buffer: ByteBuffer(bytes: item.body ?? Data())))
            response = await InProcessResponder.respond(to: inner, with: responder, logger: logger) { error in
                instance.log.internalFailure(error, during: "batch \(item.id)")
            }
        }
        let body = await BodyCollector.collect(response.body)
        let elapsed = ContinuousClock.now - started
        let milliseconds = instance.configuration.measuresElapsedTime ? Int(elapsed / .milliseconds(1)) : 0
        var members: [(String, String)] = [
            ("id", JSONFragments.string(item.id)), ("body", JSONFragments.string(body.base64EncodedString())),
            ("status_code", String(response.status.code)),
            (
                "status_text",
                JSONFragments.string(HTTPResponseStatus(statusCode: Int(response.status.code)).reasonPhrase)
            ),
        ]
        // Excluded headers are an empty list, as the platform's sample shows, never a missing member.
        let fields = item.excludeResponseHeaders ? [] : response.headers.filter { $0.name != .setCookie }
        let headers = fields.map { field in
            JSONFragments.object([
                ("name", JSONFragments.string(field.name.rawName)), ("value", JSONFragments.string(field.value)),
            ])
        }
        members.append(("headers", JSONFragments.array(headers)))
        members.append(("execution_time", String(milliseconds)))
        return JSONFragments.object(members)
    }
}
