import Cassettes

/// Makes the upstream's cookies usable by a client talking plain HTTP to a loopback address: `Domain` and
/// `Secure` attributes would make the client drop them.
enum ClientCookies {
    static func localize(_ headers: HeaderFields) -> HeaderFields {
        headers.mapValues { field in
            guard field.name.lowercased() == "set-cookie" else { return field.value }
            return field.value.split(separator: ";", omittingEmptySubsequences: false)
                .filter { part in
                    let name = part.trimmingCharacters(in: .whitespaces).lowercased()
                    return !(name == "secure" || name.hasPrefix("domain="))
                }
                .joined(separator: ";")
        }
    }
}
