import Foundation

/// Why a NowClient call failed; its description says what to do next. A struct over a private code, so that new
/// kinds of failure can come without breaking code that handles these: compare ``kind`` to branch on one, and read
/// what the failure carries through the properties.
public struct NowClientError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A kind of failure, to compare with.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }

        /// The instance answered with a status that is not 2xx.
        public static let http = Kind("http")
        /// The request never got a response: refused, reset, timed out or too large.
        public static let transport = Kind("transport")
        /// A body that should be JSON is not.
        public static let invalidJSON = Kind("invalidJSON")
        /// The JSON does not fit the type asked for.
        public static let decoding = Kind("decoding")
        /// A value could not be written as JSON.
        public static let encoding = Kind("encoding")
        /// The credentials were refused or could not be exchanged for a token.
        public static let authentication = Kind("authentication")
        /// A URL could not be built from the parts given.
        public static let invalidURL = Kind("invalidURL")
        /// A local file could not be read, or written where a download goes.
        public static let localFile = Kind("localFile")

        public var description: String { name }
    }

    private enum Code: Sendable, Hashable {
        case http(status: Int, method: String, url: String, envelope: ErrorEnvelope?, body: String)
        case transport(method: String, url: String, reason: String)
        case invalidJSON(reason: String, body: String)
        case decoding(type: String, reason: String, body: String)
        case encoding(type: String, reason: String)
        case authentication(reason: String)
        case invalidURL(String)
        case localFile(path: String, reason: String)
    }

    private let code: Code
    private init(_ code: Code) { self.code = code }

    /// The instance answered with a status that is not 2xx; `envelope` is its error envelope when it sent one.
    public static func http(status: Int, method: String, url: String, envelope: ErrorEnvelope?, body: String) -> Self {
        Self(.http(status: status, method: method, url: url, envelope: envelope, body: body))
    }
    /// The request never got a response.
    public static func transport(method: String, url: String, reason: String) -> Self {
        Self(.transport(method: method, url: url, reason: reason))
    }
    /// A body that should be JSON is not.
    public static func invalidJSON(reason: String, body: String) -> Self {
        Self(.invalidJSON(reason: reason, body: body))
    }
    /// The JSON does not fit the type asked for.
    public static func decoding(type: String, reason: String, body: String) -> Self {
        Self(.decoding(type: type, reason: reason, body: body))
    }
    /// A value could not be written as JSON.
    public static func encoding(type: String, reason: String) -> Self { Self(.encoding(type: type, reason: reason)) }
    /// The credentials were refused or could not be exchanged for a token.
    public static func authentication(reason: String) -> Self { Self(.authentication(reason: reason)) }
    /// A URL could not be built from the parts given.
    public static func invalidURL(_ text: String) -> Self { Self(.invalidURL(text)) }
    /// The local file at `path` could not be read, or written; `reason` says how, such as "cannot be read: …".
    public static func localFile(_ path: String, reason: String) -> Self {
        Self(.localFile(path: path, reason: reason))
    }

    /// What kind of failure it is.
    public var kind: Kind {
        switch code {
        case .http: return .http
        case .transport: return .transport
        case .invalidJSON: return .invalidJSON
        case .decoding: return .decoding
        case .encoding: return .encoding
        case .authentication: return .authentication
        case .invalidURL: return .invalidURL
        case .localFile: return .localFile
        }
    }

    /// The HTTP status, when the instance answered.
    public var status: Int? {
        if case .http(let status, _, _, _, _) = code { return status }
        return nil
    }

    /// The instance's error envelope, when it answered with one.
    public var envelope: ErrorEnvelope? {
        if case .http(_, _, _, let envelope, _) = code { return envelope }
        return nil
    }

    /// The response body, or its start, when there was one.
    public var body: String? {
        switch code {
        case .http(_, _, _, _, let body), .invalidJSON(_, let body), .decoding(_, _, let body): return body
        default: return nil
        }
    }

    /// Why, in words, for the kinds that say: a transport, JSON, decoding, encoding, authentication or local file
    /// failure.
    public var reason: String? {
        switch code {
        case .transport(_, _, let reason), .invalidJSON(let reason, _), .decoding(_, let reason, _),
            .encoding(_, let reason), .authentication(let reason), .localFile(_, let reason):
            return reason
        default: return nil
        }
    }

    public var description: String {
        switch code {
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
        case .localFile(let path, let reason):
            return
                "The local file \(path) \(reason). Check that a file to upload exists and can be read, and that the "
                + "folder a download goes to exists and can be written."
        }
    }
}
