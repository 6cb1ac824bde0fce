import Cassettes
import Foundation
import StandardStreams

/// What the recording proxy does with one request, whichever server received it: replay it from the cassette,
/// report a miss, or forward it; and how an upstream response is shown to the client and kept for the cassette.
struct ProxyExchange: Sendable {
    let proxy: RecordingProxy
    /// Rewrites the upstream's links to the proxy's own address; nil when they are the same.
    let rewriter: LinkRewriter?

    /// `ownOrigin` is `http://host:port` as the client addressed the proxy.
    init(proxy: RecordingProxy, ownOrigin: String) {
        self.proxy = proxy
        rewriter = LinkRewriter(from: proxy.upstreamOrigin, to: ownOrigin)
    }

    /// The request as the cassette keeps it. Only the target's path and query are used: the Host header and an
    /// absolute-form target never pick the destination.
    func recordedRequest(method: String, target: String, headers: HeaderFields, body: Data) -> RecordedRequest {
        RecordedRequest(
            method: method, url: proxy.upstreamOrigin + Self.originForm(of: target),
            headers: headers.removing(Self.notForwarded), body: body)
    }

    /// The 413 answer for a body over the limit.
    var bodyTooLarge: ProxyReply {
        ProxyReply.error(
            413, message: "Request body too large",
            detail:
                "The body is over \(proxy.configuration.maximumBodySize) bytes; the recording proxy refuses it "
                + "(raise --max-body-size)")
    }

    /// The reply when the cassette answers the request (a replay, or a miss when nothing new may be recorded);
    /// nil when the request goes to the upstream.
    func reply(for request: RecordedRequest) -> ProxyReply? {
        let recordsNew = proxy.recordsNewRequests
        guard proxy.configuration.mode.replaysExisting || !recordsNew else { return nil }
        switch proxy.replay.withLock({ $0.next(for: request) }) {
        case .hit(let entry): return replayed(entry.interaction.response)
        case .miss(let miss):
            guard !recordsNew else { return nil }
            StandardStream.error.writeLine(miss.text)
            return ProxyReply.json(ReplayServer.missStatus, miss.json)
        }
    }

    private func replayed(_ response: RecordedResponse) -> ProxyReply {
        var headers = response.headers
        var bytes = response.body
        if let rewriter {
            headers = rewriter.headers(headers)
            bytes = rewriter.body(bytes, contentType: headers["content-type"])
        }
        if response.decodedFrom != nil { headers = headers.removing(["content-encoding"]) }
        return ProxyReply(status: response.status, headers: ClientCookies.localize(headers), body: bytes)
    }

    /// The headers the client sees for an upstream response: links point at the proxy and cookies stay usable.
    func clientHeaders(_ upstream: HeaderFields) -> HeaderFields {
        ClientCookies.localize(rewriter.map { $0.headers(upstream) } ?? upstream)
    }

    /// Whether the response body is collected whole so links in it can be rewritten: text that is not compressed.
    func collectsBody(_ upstream: HeaderFields) -> Bool {
        rewriter != nil && LinkRewriter.isText(upstream["content-type"]) && upstream["content-encoding"] == nil
    }

    /// A collected body as the client sees it.
    func clientBody(_ body: Data, upstream: HeaderFields) -> Data {
        rewriter.map { $0.body(body, contentType: upstream["content-type"]) } ?? body
    }

    /// The finished interaction as the cassette keeps it: a gzip or deflate body is stored decoded, unless it is
    /// large enough to be kept in a file, where it stays as received.
    func interaction(
        _ request: RecordedRequest, status: Int, headers: HeaderFields, body: Data, started: Date
    ) -> Interaction {
        var response = RecordedResponse(status: status, headers: headers, body: body)
        if body.count <= proxy.configuration.bodyFileThreshold,
            let encoding = headers["content-encoding"]?.lowercased(),
            let decoded = ContentDecoding.decode(body, encoding: encoding)
        {
            response = RecordedResponse(
                status: status, headers: headers.removing(["content-encoding", "content-length"]), body: decoded,
                decodedFrom: encoding)
        }
        return Interaction(
            request: request, response: response, recordedAt: started, duration: Date().timeIntervalSince(started))
    }

    /// Request headers that describe the connection to the proxy rather than the request.
    static let notForwarded = HeaderFields.hopByHop.union(["host"])

    /// The path and query of a request target, whatever its form: an absolute-form target
    /// (`GET http://elsewhere/x`) keeps only its path and query.
    static func originForm(of target: String) -> String {
        if target.hasPrefix("/") { return target }
        guard let scheme = target.range(of: "://") else { return "/" + target }
        let afterAuthority = target[scheme.upperBound...]
        guard let slash = afterAuthority.firstIndex(where: { $0 == "/" || $0 == "?" }) else { return "/" }
        let rest = String(afterAuthority[slash...])
        return rest.hasPrefix("?") ? "/" + rest : rest
    }
}
