import AsyncHTTPClient
import Cassettes
import Foundation
import HTTPMessageRules
import HTTPTypes
import Hummingbird
import NIOCore
import NIOHTTP1

/// Answers one request on the Hummingbird server the proxy uses for HTTPS upstreams, forwarding through
/// AsyncHTTPClient: from the cassette when it already holds the request, otherwise from the upstream, recording it.
struct ProxyResponder: HTTPResponder {
    let proxy: RecordingProxy

    func respond(to request: Request, context: BasicRequestContext) async throws -> Response {
        var request = request
        let exchange = ProxyExchange(proxy: proxy, ownOrigin: MessageConversion.origin(of: request))
        let framing = RequestFraming(
            transferEncoding: request.headers[values: .transferEncoding],
            contentLength: request.headers[.contentLength], limit: proxy.configuration.maximumBodySize)
        if case .refuse(let status, let message, let detail) = framing {
            var refusal = MessageConversion.response(
                status == 413 ? exchange.bodyTooLarge : .error(status, message: message, detail: detail))
            if status != 413 { refusal.headers[.connection] = "close" }
            return refusal
        }
        guard let body = await MessageConversion.body(of: &request, limit: proxy.configuration.maximumBodySize) else {
            return MessageConversion.response(exchange.bodyTooLarge)
        }
        let recorded = exchange.recordedRequest(
            method: request.method.rawValue, target: MessageConversion.target(of: request),
            headers: MessageConversion.headers(of: request), body: body)
        if let reply = exchange.reply(for: recorded) { return MessageConversion.response(reply) }
        return await forward(recorded, exchange: exchange)
    }

    private func forward(_ recorded: RecordedRequest, exchange: ProxyExchange) async -> Response {
        let started = Date()
        var outgoing = HTTPClientRequest(url: recorded.url)
        outgoing.method = HTTPMethod(rawValue: recorded.method)
        for field in recorded.headers where field.name.lowercased() != "content-length" {
            outgoing.headers.add(name: field.name, value: field.value)
        }
        if !recorded.body.isEmpty { outgoing.body = .bytes(ByteBuffer(bytes: recorded.body)) }
        let upstream: HTTPClientResponse
        do {
            upstream = try await proxy.client.execute(outgoing, timeout: proxy.configuration.upstreamTimeout)
        } catch {
            let failure = UpstreamFailure.unreachable(proxy.upstreamOrigin, error)
            proxy.logFailure(failure, method: recorded.method, target: recorded.target)
            return MessageConversion.response(failure.reply)
        }
        let headers = Cassettes.HeaderFields(endToEnd: upstream.headers)
        let status = Int(upstream.status.code)
        let toClient = MessageConversion.httpFields(exchange.clientHeaders(headers))
        let proxy = self.proxy
        if exchange.collectsBody(headers) {
            // API responses are rewritten whole, so a link split across chunks is still found.
            let bytes: Data
            do {
                bytes = Data(buffer: try await upstream.body.collect(upTo: 256 * 1024 * 1024))
            } catch {
                proxy.logFailure(.unreadable(error), method: recorded.method, target: recorded.target)
                return MessageConversion.response(UpstreamFailure.unreadable(error).reply)
            }
            let interaction = exchange.interaction(
                recorded, status: status, headers: headers, body: bytes, started: started)
            let body = exchange.clientBody(bytes, upstream: headers)
            return Response(
                status: HTTPResponse.Status(code: status), headers: toClient,
                body: ResponseBody(contentLength: body.count) { writer in
                    try await proxy.recordAsConfigured(interaction)
                    try await writer.write(ByteBuffer(bytes: body))
                    try await writer.finish(nil)
                })
        }
        // Other bodies stream through as they arrive; the copy kept for the cassette is written to the journal
        // before the last byte reaches the client.
        return Response(
            status: HTTPResponse.Status(code: status), headers: toClient,
            body: ResponseBody(contentLength: headers["content-length"].flatMap { Int($0) }) { writer in
                let kept = proxy.bodySpool()
                for try await chunk in upstream.body {
                    try chunk.withUnsafeReadableBytes { try kept.append($0) }
                    try await writer.write(chunk)
                }
                try await proxy.recordAsConfigured(
                    exchange.interaction(
                        recorded, status: status, headers: headers, body: try kept.finish(), started: started))
                try await writer.finish(nil)
            })
    }
}
