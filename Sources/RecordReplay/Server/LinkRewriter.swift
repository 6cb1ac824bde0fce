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
        guard let upstream, let origin = Self.origin(of: upstream), origin != own else { return nil }
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

    func headers(_ headers: HeaderFields) -> HeaderFields {
        var result = headers
        for (index, field) in headers.fields.enumerated() where HeaderFields.name(field.name, isOneOf: Self.linkHeaders)
        {
            result.fields[index].value = rewrite(field.value)
        }
        return result
    }

    func rewrite(_ text: String) -> String {
        var result = text.replacingOccurrences(of: from, with: to)
        let escapedFrom = from.replacingOccurrences(of: "/", with: "\\/")
        if result.contains(escapedFrom) {
            result = result.replacingOccurrences(of: escapedFrom, with: to.replacingOccurrences(of: "/", with: "\\/"))
        }
        return result
    }

    /// The body with links rewritten, when it is text; other bodies are returned unchanged.
    func body(_ body: Data, contentType: String?) -> Data {
        guard Self.isText(contentType), ByteSearch.contains(hostMarker, in: body),
            let text = String(data: body, encoding: .utf8)
        else { return body }
        let rewritten = rewrite(text)
        return rewritten == text ? body : Data(rewritten.utf8)
    }

    /// JSON, XML, HTML, JavaScript and other text.
    static func isText(_ contentType: String?) -> Bool {
        guard let type = contentType else { return false }
        return HeaderFields.value(type, containsAnyOf: ["json", "xml", "javascript", "x-www-form-urlencoded"])
            || type.utf8.prefix(5).map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }.elementsEqual("text/".utf8)
    }
}
