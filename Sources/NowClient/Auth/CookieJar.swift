/// The cookies a session holds: set by `Set-Cookie`, sent back in `Cookie`, removed when the instance expires them.
struct CookieJar: Sendable {
    private(set) var cookies: [(name: String, value: String)] = []

    var isEmpty: Bool { cookies.isEmpty }

    /// The `Cookie` header value, or nil with no cookies.
    var header: String? {
        cookies.isEmpty ? nil : cookies.map { "\($0.name)=\($0.value)" }.joined(separator: "; ")
    }

    /// Takes in every `Set-Cookie` value of a response.
    mutating func store(_ setCookies: [String]) {
        for line in setCookies {
            let parts = line.split(separator: ";", omittingEmptySubsequences: false)
            guard let pair = parts.first, let equals = pair.firstIndex(of: "=") else { continue }
            let name = pair[..<equals].trimmingSpaces
            let value = pair[pair.index(after: equals)...].trimmingSpaces
            guard !name.isEmpty else { continue }
            let attributes = parts.dropFirst().map { $0.trimmingSpaces.lowercased() }
            let expired = attributes.contains { $0 == "max-age=0" || $0.hasPrefix("max-age=-") } || value.isEmpty
            cookies.removeAll { $0.name == name }
            if !expired { cookies.append((name, value)) }
        }
    }

    mutating func removeAll() { cookies.removeAll() }
}

extension Substring {
    var trimmingSpaces: String {
        let blank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        var bytes = utf8[...]
        while let first = bytes.first, blank(first) { bytes = bytes.dropFirst() }
        while let last = bytes.last, blank(last) { bytes = bytes.dropLast() }
        return String(Substring(bytes))
    }
}
