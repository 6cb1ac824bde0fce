/// Which hosts a forward proxy intercepts, where it sends them, and what it does with every other host.
///
/// A CONNECT to an intercepted host is answered with a certificate for that host, signed by the local CA, and its
/// requests are recorded (or replayed). A CONNECT to any other host is refused, or with ``tunnelsOtherHosts``
/// passed through blind: encrypted end to end, and never recorded.
public struct ForwardProxyRules: Sendable, Equatable {
    /// Host names (lowercased) whose traffic is intercepted; `*.example.com` covers every name under it.
    public var interceptedHosts: Set<String>
    /// Host name (lowercased) → the base URL its requests go to instead, such as a local instance standing in for
    /// `dev12345.service-now.com`. Mapped hosts are intercepted too. The cassette still names the real host.
    public var mappings: [String: String]
    /// Whether CONNECTs to other hosts are tunnelled blind rather than refused.
    public var tunnelsOtherHosts: Bool

    /// Rules intercepting `hosts` and the mapped ones.
    public init(interceptedHosts: Set<String> = [], mappings: [String: String] = [:], tunnelsOtherHosts: Bool = false) {
        self.interceptedHosts = Set(interceptedHosts.map { $0.lowercased() })
        self.mappings = Dictionary(uniqueKeysWithValues: mappings.map { ($0.key.lowercased(), $0.value) })
        self.tunnelsOtherHosts = tunnelsOtherHosts
    }

    /// Reads `HOST=URL`, as `--map` takes it; nil when either side is missing.
    public static func mapping(_ text: String) -> (host: String, url: String)? {
        guard let equals = text.firstIndex(of: "=") else { return nil }
        let host = text[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
        let url = text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        guard !host.isEmpty, !host.contains("/"), url.hasPrefix("http://") || url.hasPrefix("https://") else {
            return nil
        }
        return (host, url)
    }

    /// Whether requests for `host` are intercepted.
    public func intercepts(_ host: String) -> Bool {
        let host = host.lowercased()
        if interceptedHosts.contains(host) || mappings[host] != nil { return true }
        return interceptedHosts.contains { pattern in
            pattern.hasPrefix("*.") && host.hasSuffix(pattern.dropFirst()) && host.count > pattern.count - 1
        }
    }

    /// The base URL requests for `host` go to: its mapping, or nil to go to the host itself.
    public func mapping(for host: String) -> String? { mappings[host.lowercased()] }
}
