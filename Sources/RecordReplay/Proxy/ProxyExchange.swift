import Cassettes
import Foundation
import StandardStreams

/// What the recording proxy does with one request: replay it from the cassette, report a miss, or forward it; and
/// how an upstream response is shown to the client and kept for the cassette.
struct ProxyExchange: Sendable {
    let proxy: RecordingProxy
    /// The upstream's origin, as the cassette records it.
    let upstreamOrigin: String
    /// How responses look to this client.
    let view: ClientView
    /// Rewrites a mapped upstream's own links to the host the client addressed, in what the cassette keeps; nil
    /// when the upstream is that host.
    let rebasing: LinkRewriter?

    /// The exchange for a client that reached the proxy at `ownOrigin` (`scheme://host[:port]`), in front of the
    /// proxy's configured upstream.
    init(proxy: RecordingProxy, ownOrigin: String) {
        self.init(
            proxy: proxy, upstreamOrigin: proxy.upstreamOrigin,
            view: ClientView(upstream: proxy.upstreamOrigin, own: ownOrigin))
    }

    /// The exchange for `upstreamOrigin`, shown to the client as `view` says.
    init(proxy: RecordingProxy, upstreamOrigin: String, view: ClientView, rebasing: LinkRewriter? = nil) {
        self.proxy = proxy
        self.upstreamOrigin = upstreamOrigin
        self.view = view
        self.rebasing = rebasing
    }

    /// The request as the cassette keeps it. Only the target's path and query are used: the Host header and an
    /// absolute-form target never pick the destination.
    func recordedRequest(method: String, target: String, headers: HTTPFields, body: Data) -> RecordedRequest {
        RecordedRequest(
            method: method, url: upstreamOrigin + RequestTarget.originForm(target),
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
        guard proxy.recording.consultsCassette else { return nil }
        let prepared = PreparedRequest(request, matchingOrigin: proxy.configuration.forwardProxy != nil)
        switch proxy.recording.answer(for: prepared) {
        case nil:
            return nil
        case .hit(let entry):
            let (headers, body) = view.recorded(entry.interaction.response)
            return ProxyReply(status: entry.interaction.response.status, headers: headers, body: body)
        case .miss(let miss):
            guard !proxy.recording.recordsNewRequests else { return nil }
            StandardStream.error.writeLine(miss.text)
            return ProxyReply.miss(miss)
        }
    }

    /// The finished interaction as the cassette keeps it: a gzip or deflate body is stored decoded, unless it is
    /// large enough to be kept in a file, where it stays as received.
    func interaction(
        _ request: RecordedRequest, status: Int, headers: HTTPFields, body: Data, started: Date
    ) -> Interaction {
        var response = RecordedResponse(status: status, headers: headers, body: body)
        if body.count <= proxy.configuration.policy.bodyFileThreshold,
            let encoding = headers["content-encoding"]?.lowercased(),
            let decoded = ContentDecoding.decode(body, encoding: encoding)
        {
            response = RecordedResponse(
                status: status, headers: headers.removing(["content-encoding", "content-length"]), body: decoded,
                decodedFrom: encoding)
        }
        if let rebasing, response.body.count <= proxy.configuration.policy.bodyFileThreshold {
            response.headers = rebasing.headers(response.headers)
            if response.headers["content-encoding"] == nil {
                response.body = rebasing.body(response.body, contentType: response.headers["content-type"])
            }
        }
        return Interaction(
            request: request, response: response, recordedAt: started, duration: Date().timeIntervalSince(started))
    }

    /// Request headers that describe the connection to the proxy rather than the request.
    static let notForwarded = HeaderFieldRules.hopByHop.union(["host"])
}
