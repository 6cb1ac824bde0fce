import AsyncHTTPClient
import Cassettes
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import NIOHTTP1

/// Answers one request: from the cassette when it already holds it, otherwise from the upstream, recording it.
struct ProxyResponder: HTTPResponder {
    let proxy: RecordingProxy

    func respond(to request: Request, context: BasicRequestContext) async throws -> Response {
        var request = request
        let own = "http://" + (request.head.authority ?? "127.0.0.1")
        let limit = proxy.configuration.maximumBodySize
        guard let body = await MessageConversion.body(of: &request, limit: limit) else {
            return MessageConversion.error(
                413, message: "Request body too large",
                detail: "The body is over \(limit) bytes; the recording proxy refuses it (raise --max-body-size)")
        }
        // The target's path and query only: the Host header and an absolute-form target never pick the destination.
        let recorded = RecordedRequest(
            method: request.method.rawValue, url: proxy.upstreamOrigin + MessageConversion.target(of: request),
            headers: MessageConversion.headers(of: request).removing(["host"]), body: body)
        let rewriter = LinkRewriter(from: proxy.upstreamOrigin, to: own)
        if proxy.configuration.mode.replaysExisting,
            case .hit(let entry) = proxy.replay.withLock({ $0.next(for: recorded) })
        {
            return replayed(entry.interaction, rewriter: rewriter)
        }
        guard proxy.recordsNewRequests else {
            let report = proxy.replay.withLock { $0.next(for: recorded) }
            guard case .miss(let miss) = report else { return MessageConversion.error(500, message: "", detail: "") }
            FileHandle.standardError.write(Data((miss.text + "\n").utf8))
            return MessageConversion.json(ReplayServer.missStatus, miss.json)
        }
        return await forward(recorded, rewriter: rewriter)
    }

    private func replayed(_ interaction: Interaction, rewriter: LinkRewriter?) -> Response {
        var headers = interaction.response.headers
        var bytes = interaction.response.body
        if let rewriter {
            headers = rewriter.headers(headers)
            bytes = rewriter.body(bytes, contentType: headers["content-type"])
        }
        let dropped: Set<String> = interaction.response.decodedFrom == nil ? [] : ["content-encoding"]
        return Response(
            status: HTTPResponse.Status(code: interaction.response.status),
            headers: MessageConversion.httpFields(ClientCookies.localize(headers), dropping: dropped),
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    private func forward(_ recorded: RecordedRequest, rewriter: LinkRewriter?) async -> Response {
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
            return MessageConversion.error(
                502, message: "NowTape could not reach the upstream",
                detail: "\(proxy.upstreamOrigin): \(error). Check --upstream and the network; nothing was recorded")
        }
        var received = Cassettes.HeaderFields()
        for field in upstream.headers where !Cassettes.HeaderFields.hopByHop.contains(field.name.lowercased()) {
            received.add(field.name, field.value)
        }
        let headers = received
        let status = Int(upstream.status.code)
        let toClient = MessageConversion.httpFields(
            ClientCookies.localize(rewriter.map { $0.headers(headers) } ?? headers))
        let encoding = headers["content-encoding"]?.lowercased()
        let rewritesBody = rewriter != nil && LinkRewriter.isText(headers["content-type"]) && encoding == nil
        let proxy = self.proxy
        if rewritesBody {
            // API responses are rewritten whole, so a link split across chunks is still found.
            let bytes: Data
            do {
                bytes = Data(buffer: try await upstream.body.collect(upTo: 256 * 1024 * 1024))
            } catch {
                return MessageConversion.error(
                    502, message: "The upstream's response could not be read", detail: "\(error)")
            }
            let interaction = Interaction(
                request: recorded, response: RecordedResponse(status: status, headers: headers, body: bytes),
                recordedAt: started, duration: Date().timeIntervalSince(started))
            let body = rewriter.map { $0.body(bytes, contentType: headers["content-type"]) } ?? bytes
            return Response(
                status: HTTPResponse.Status(code: status), headers: toClient,
                body: ResponseBody(contentLength: body.count) { writer in
                    try await proxy.record(interaction)
                    try await writer.write(ByteBuffer(bytes: body))
                    try await writer.finish(nil)
                })
        }
        // Other bodies stream through as they arrive; the copy kept for the cassette is written to the journal
        // before the last byte reaches the client.
        return Response(
            status: HTTPResponse.Status(code: status), headers: toClient,
            body: ResponseBody(contentLength: headers["content-length"].flatMap { Int($0) }) { writer in
                var kept = Data()
                for try await chunk in upstream.body {
                    kept.append(contentsOf: chunk.readableBytesView)
                    try await writer.write(chunk)
                }
                var response = RecordedResponse(status: status, headers: headers, body: kept)
                if let encoding, let decoded = ContentDecoding.decode(kept, encoding: encoding) {
                    response = RecordedResponse(
                        status: status, headers: headers.removing(["content-encoding", "content-length"]),
                        body: decoded, decodedFrom: encoding)
                }
                try await proxy.record(
                    Interaction(
                        request: recorded, response: response, recordedAt: started,
                        duration: Date().timeIntervalSince(started)))
                try await writer.finish(nil)
            })
    }
}
