import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a certificate can name: a DNS name or an IP address, told apart as TLS clients tell them apart.
enum CertificateName: Hashable, Sendable {
    case dns(String)
    case ipAddress([UInt8])

    /// Reads `text` as an IPv4 or IPv6 address (brackets allowed), or else as a DNS name; nil for anything else.
    init?(_ text: String) {
        var name = text.trimmingCharacters(in: .whitespaces).lowercased()
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        if let bytes = Self.address(name, family: AF_INET, size: 4) ?? Self.address(name, family: AF_INET6, size: 16) {
            self = .ipAddress(bytes)
            return
        }
        let labels = name.split(separator: ".", omittingEmptySubsequences: false)
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
        guard !name.isEmpty, name.count <= 253,
            labels.allSatisfy({ label in
                (label == "*" || (!label.isEmpty && label.count <= 63 && label.allSatisfy(allowed.contains)))
                    && !label.hasPrefix("-") && !label.hasSuffix("-")
            })
        else { return nil }
        self = .dns(name)
    }

    private static func address(_ text: String, family: Int32, size: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: size)
        let parsed = bytes.withUnsafeMutableBytes { inet_pton(family, text, $0.baseAddress) }
        return parsed == 1 ? bytes : nil
    }
}
