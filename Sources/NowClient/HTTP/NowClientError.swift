import Foundation

/// Why a NowClient call failed. Each case says what to do next in its description.
public enum NowClientError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The instance answered with a status that is not 2xx; `envelope` is its error envelope when it sent one.
    case http(status: Int, method: String, url: String, envelope: ErrorEnvelope?, body: String)
    /// The request never got a response: refused, reset, timed out or too large.
    case transport(method: String, url: String, reason: String)
    /// A body that should be JSON is not.
    case invalidJSON(reason: String, body: String)
    /// The JSON does not fit the type asked for.
    case decoding(type: String, reason: String, body: String)
    /// A value could not be written as JSON.
    case encoding(type: String, reason: String)
    /// The credentials were refused or could not be exchanged for a token.
    case authentication(reason: String)
    /// A URL could not be built from the parts given.
    case invalidURL(String)

    /// The HTTP status, when the instance answered.
    public var status: Int? {
        if case .http(let status, _, _, _, _) = self { return status }
        return nil
    }

    public var description: String {
        switch self {
        case .http(let status, let method, let url, let envelope, let body):
            let detail = envelope.map { $0.description } ?? (body.isEmpty ? "no body" : String(body.prefix(500)))
            return "\(method) \(url) answered \(status): \(detail)"
        case .transport(let method, let url, let reason):
            return
                "\(method) \(url) got no response: \(reason). Check that the instance is running and the URL is right."
        case .invalidJSON(let reason, let body):
            return "The response is not JSON (\(reason)): \(body.prefix(300))"
        case .decoding(let type, let reason, let body):
            return
                "The response does not decode as \(type): \(reason). Make the model's properties optional or fix the "
                + "field names. Body: \(body.prefix(300))"
        case .encoding(let type, let reason):
            return "A \(type) could not be written as JSON: \(reason)"
        case .authentication(let reason):
            return "Authentication failed: \(reason). Check the user name, password and OAuth client."
        case .invalidURL(let text):
            return
                "\"\(text)\" is not a valid URL; give an absolute http(s) URL such as https://dev12345.service-now.com"
        }
    }
}
