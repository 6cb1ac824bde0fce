import Cassettes

/// Makes the upstream's cookies usable by a client talking plain HTTP to a loopback address: `Domain` and
/// `Secure` attributes would make the client drop them.
enum ClientCookies {
    static func localize(_ headers: HeaderFields) -> HeaderFields {
        var result = headers
        for (index, field) in headers.fields.enumerated() where HeaderFields.sameName(field.name, "set-cookie") {
            result.fields[index].value = field.value.split(separator: ";", omittingEmptySubsequences: false)
                .filter { part in
                    let name = part.trimmingCharacters(in: .whitespaces).lowercased()
                    return !(name == "secure" || name.hasPrefix("domain="))
                }
                .joined(separator: ";")
        }
        return result
    }
}
