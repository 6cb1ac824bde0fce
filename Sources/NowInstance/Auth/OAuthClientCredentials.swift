import Foundation

/// An OAuth client's ID and secret sent as HTTP Basic credentials to the token endpoint, each form-encoded first as
/// RFC 6749 (section 2.3.1) says.
struct OAuthClientCredentials: Sendable, Hashable {
    let id: String
    let secret: String

    /// The credentials an `Authorization: Basic …` header carries; nil for any other header.
    init?(authorization: String?) {
        guard let authorization, authorization.lowercased().hasPrefix("basic "),
            let data = Data(base64Encoded: authorization.dropFirst(6).trimmingCharacters(in: .whitespaces)),
            let text = String(data: data, encoding: .utf8), let colon = text.firstIndex(of: ":")
        else { return nil }
        let decode = { (part: Substring) in
            String(part).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(part)
        }
        id = decode(text[..<colon])
        secret = decode(text[text.index(after: colon)...])
    }
}
