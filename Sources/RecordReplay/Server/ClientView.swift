import Cassettes
import Foundation

/// How the instance's responses look to a client of a NowTape server, whether forwarded live or replayed from a
/// cassette: written once, so recording and replay show the same thing.
///
/// A client that reached the server under its own address (reverse mode) gets links rewritten to that address and
/// cookies it can keep. A client that addressed the instance itself through the forward proxy sees the instance's
/// real origin, so links and cookies stay as the instance sent them.
struct ClientView: Sendable {
    /// Rewrites the upstream's links to the server's own address; nil when they are the same.
    let rewriter: LinkRewriter?
    let cookies: ClientCookies

    /// The view for a client that reached the server at `own` (`scheme://host[:port]`), for responses recorded from
    /// `upstream`; with `rewritingLinks` false, links are left as recorded.
    init(upstream: String?, own: String, rewritingLinks: Bool = true) {
        rewriter = rewritingLinks ? LinkRewriter(from: upstream, to: own) : nil
        let secure = own.lowercased().hasPrefix("https://")
        let sameOrigin = upstream.flatMap(LinkRewriter.origin(of:)) == own
        cookies = sameOrigin ? .unchanged : secure ? .withoutDomain : .withoutDomainOrSecure
    }

    private init(rewriter: LinkRewriter?, cookies: ClientCookies) {
        self.rewriter = rewriter
        self.cookies = cookies
    }

    /// The view of a client that addressed the instance itself, through the forward proxy: nothing changes.
    static let instanceOrigin = ClientView(rewriter: nil, cookies: .unchanged)

    /// The headers the client sees.
    func headers(_ upstream: HTTPFields) -> HTTPFields {
        cookies.adapt(rewriter.map { $0.headers(upstream) } ?? upstream)
    }

    /// Whether a streamed body must be collected whole first, so links in it can be rewritten: text that is not
    /// compressed.
    func collectsBody(_ upstream: HTTPFields) -> Bool {
        rewriter != nil && LinkRewriter.isText(upstream["content-type"]) && upstream["content-encoding"] == nil
    }

    /// A whole body as the client sees it.
    func body(_ body: Data, upstream: HTTPFields) -> Data {
        rewriter.map { $0.body(body, contentType: upstream["content-type"]) } ?? body
    }

    /// A recorded response's headers and body as the client sees them; a body the cassette keeps decoded goes out
    /// without its `Content-Encoding`.
    func recorded(_ response: RecordedResponse) -> (headers: HTTPFields, body: Data) {
        var headers = self.headers(response.headers)
        if response.decodedFrom != nil { headers = headers.removing(["content-encoding"]) }
        return (headers, body(response.body, upstream: response.headers))
    }
}
