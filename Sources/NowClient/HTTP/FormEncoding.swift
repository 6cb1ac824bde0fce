/// Percent-encoding for query strings and form bodies.
enum FormEncoding {
    private static let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)

    /// `value` with every byte outside the unreserved set percent-encoded (so `^`, `=`, `&` and spaces are safe).
    static func escape(_ value: String) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for byte in value.utf8 {
            if unreserved.contains(byte) {
                result.unicodeScalars.append(UnicodeScalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += byte < 16 ? "%0" + hex : "%" + hex
            }
        }
        return result
    }

    /// `name=value&…` from pairs, in order.
    static func query(_ pairs: [(String, String)]) -> String {
        pairs.map { "\(escape($0.0))=\(escape($0.1))" }.joined(separator: "&")
    }
}
