import Cassettes
import Foundation

/// Rewrites the upstream's base URL to the server's own in `Location`, `Link` and `Content-Location` headers and in
/// text bodies, so clients that follow links stay on the proxy or replay server.
struct LinkRewriter: Sendable {
    let from: String
    let to: String
    /// The host (and port) part of the upstream origin, the same in plain and JSON-escaped links.
    private let hostMarker: String

    /// nil when there is nothing to rewrite.
    init?(from upstream: String?, to own: String) {
        self.init(origin: upstream.flatMap(Self.origin(of:)), to: own)
    }

    /// A rewriter from an origin already worked out with ``origin(of:)``; nil when there is nothing to rewrite.
    init?(origin: String?, to own: String) {
        guard let origin, origin != own else { return nil }
        self.from = origin
        self.to = own
        hostMarker = origin.range(of: "://").map { String(origin[$0.upperBound...]) } ?? origin
    }

    /// `scheme://host[:port]` of a URL.
    static func origin(of url: String) -> String? {
        guard let components = URLComponents(string: url), let scheme = components.scheme,
            let host = components.host
        else { return nil }
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "\(scheme)://\(shownHost)" + (components.port.map { ":\($0)" } ?? "")
    }

    static let linkHeaders: Set<String> = ["location", "link", "content-location"]

    func headers(_ headers: HTTPFields) -> HTTPFields {
        var result = headers
        for (index, field) in zip(headers.indices, headers) where Self.linkHeaders.contains(field.name.canonicalName) {
            result[index].value = rewrite(field.value)
        }
        return result
    }

    func rewrite(_ text: String) -> String {
        let bytes = Data(text.utf8)
        guard ByteSearch.contains(hostMarker, in: bytes) else { return text }
        return String(decoding: rewrite(bytes), as: UTF8.self)
    }

    /// The bytes with the origin replaced, plain and JSON-escaped (`http:\/\/host`).
    private func rewrite(_ bytes: Data) -> Data {
        let plain = ByteSearch.replacing(Array(from.utf8), with: Array(to.utf8), in: bytes) ?? bytes
        return ByteSearch.replacing(Self.escaped(from), with: Self.escaped(to), in: plain) ?? plain
    }

    private static func escaped(_ origin: String) -> [UInt8] {
        origin.utf8.flatMap { $0 == UInt8(ascii: "/") ? [UInt8(ascii: "\\"), $0] : [$0] }
    }

    /// The body with links rewritten, when it is text; other bodies are returned unchanged.
    func body(_ body: Data, contentType: String?) -> Data {
        guard Self.isText(contentType), ByteSearch.contains(hostMarker, in: body),
            body.withUnsafeBytes({ ByteSearch.isText($0) })
        else { return body }
        return rewrite(body)
    }

    /// JSON, XML, HTML, JavaScript and other text.
    static func isText(_ contentType: String?) -> Bool {
        guard let type = contentType else { return false }
        return HeaderFieldRules.value(type, containsAnyOf: ["json", "xml", "javascript", "x-www-form-urlencoded"])
            || type.utf8.prefix(5).map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }.elementsEqual("text/".utf8)
    }
}
