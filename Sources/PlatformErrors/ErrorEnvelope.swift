import Foundation
import JSONText

/// The platform's error envelope, `{"error":{"message":…,"detail":…},"status":"failure"}`: what an instance's REST
/// APIs answer with when they refuse a request, what NowTape's servers write in the same order, and what NowClient
/// reads from an error response.
public struct ErrorEnvelope: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The `error` object.
    public struct Detail: Sendable, Hashable, Codable {
        /// The short message.
        public var message: String?
        /// The longer explanation.
        public var detail: String?

        /// The error's message and detail.
        public init(message: String?, detail: String?) {
            self.message = message
            self.detail = detail
        }
    }

    public var error: Detail
    /// `failure`.
    public var status: String?

    /// An envelope with `message` and `detail`, and the status `failure`.
    public init(message: String, detail: String?, status: String? = "failure") {
        self.error = Detail(message: message, detail: detail)
        self.status = status
    }

    /// Reads an envelope from a response body, or nil when the body is not one.
    public init?(body: Data) {
        guard let root = try? JSONParser.parse(body), case .object = root, let error = root["error"],
            case .object = error
        else { return nil }
        self.error = Detail(message: error["message"]?.stringValue, detail: error["detail"]?.stringValue)
        self.status = root["status"]?.stringValue
    }

    /// The envelope as JSON, its members in the platform's order.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [
            (
                "error",
                .object([
                    ("message", error.message.map(JSONValue.string) ?? .null),
                    ("detail", error.detail.map(JSONValue.string) ?? .null),
                ])
            )
        ]
        if let status { members.append(("status", .string(status))) }
        return .object(members)
    }

    /// The envelope as compact JSON text, as servers send it.
    public var text: String { JSONWriter.compact(json) }

    public var description: String {
        [error.message, error.detail].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
    }
}
