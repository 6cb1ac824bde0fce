import Cassettes
import Foundation

/// How `Set-Cookie` headers change on their way to a client that reached a NowTape server under another name than
/// the instance's: a `Domain` naming the instance would make the client drop the cookie, and so would `Secure` on
/// a plain-HTTP connection.
enum ClientCookies: Sendable {
    /// The cookies as the instance set them: the client sees the instance's own origin.
    case unchanged
    /// `Domain` dropped, for a client on HTTPS under another host name.
    case withoutDomain
    /// `Domain` and `Secure` dropped, for a client on plain HTTP.
    case withoutDomainOrSecure

    /// The headers with every `Set-Cookie` adapted.
    func adapt(_ headers: HTTPFields) -> HTTPFields {
        guard self != .unchanged else { return headers }
        var result = headers
        for (index, field) in zip(headers.indices, headers) where field.name == .setCookie {
            result[index].value = field.value.split(separator: ";", omittingEmptySubsequences: false)
                .filter { part in
                    let name = part.trimmingCharacters(in: .whitespaces).lowercased()
                    return !(name.hasPrefix("domain=") || (self == .withoutDomainOrSecure && name == "secure"))
                }
                .joined(separator: ";")
        }
        return result
    }
}
