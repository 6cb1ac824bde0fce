import Foundation
import JSONText

import enum JSONText.JSONValue

/// A Batch API request body: `batch_request_id` and `rest_requests`, each with an id, a method, a URL relative to
/// the instance, headers, and a base64 body.
struct BatchRequest {
    /// One request of the batch.
    struct Item {
        var id: String
        var method: String
        var url: String
        var headers: [(String, String)]
        var body: Data?
        var excludeResponseHeaders: Bool
        /// Why the item cannot be sent, when it cannot.
        var problem: String?
    }

    var batchRequestID: String
    var items: [Item]

    /// At most this many requests in one batch.
    static let maximumItems = 1_000

    /// Reads a batch body; a body that is not a batch is a bad request saying what to send.
    init(_ body: Data) throws(InstanceError) {
        let root: JSONValue
        do {
            root = try JSONParser.parse(body)
        } catch {
            throw Self.invalid("The body is not JSON (\(error))")
        }
        guard root.objectValue != nil else { throw Self.invalid("The body is not a JSON object") }
        batchRequestID = Self.text(root["batch_request_id"]) ?? ""
        guard let requests = root["rest_requests"]?.arrayValue else {
            throw Self.invalid("The body has no rest_requests array")
        }
        guard requests.count <= Self.maximumItems else {
            throw Self.invalid(
                "The batch holds \(requests.count) requests; send at most \(Self.maximumItems) per batch")
        }
        items = requests.enumerated().map { index, request in Self.item(request, index: index) }
    }

    private static func item(_ value: JSONValue, index: Int) -> Item {
        var item = Item(
            id: text(value["id"]) ?? "", method: (text(value["method"]) ?? "").uppercased(),
            url: text(value["url"]) ?? "", headers: [], body: nil,
            excludeResponseHeaders: value["exclude_response_headers"] == .bool(true)
                || text(value["exclude_response_headers"])?.lowercased() == "true")
        for header in value["headers"]?.arrayValue ?? [] {
            if let name = text(header["name"]), let headerValue = text(header["value"]) {
                item.headers.append((name, headerValue))
            }
        }
        if item.id.isEmpty {
            item.problem = "rest_requests[\(index)] has no id; give every request an id"
        } else if item.method.isEmpty {
            item.problem = "Request \(item.id) has no method; give GET, POST, PUT, PATCH or DELETE"
        } else if !item.url.hasPrefix("/") {
            item.problem =
                "Request \(item.id) has url \"\(item.url)\"; give a path on this instance, such as "
                + "/api/now/table/incident"
        } else if item.url.hasPrefix("/api/now/v1/batch") {
            item.problem = "Request \(item.id) is itself a batch; batches do not nest"
        }
        if let encoded = text(value["body"]), !encoded.isEmpty {
            if let decoded = Data(base64Encoded: encoded, options: .ignoreUnknownCharacters) {
                item.body = decoded
            } else if item.problem == nil {
                item.problem = "Request \(item.id) has a body that is not base64; encode the body with base64"
            }
        }
        return item
    }

    /// A string, or a number's text, as ids are sent both ways.
    private static func text(_ value: JSONValue?) -> String? {
        switch value {
        case .string(let text): return text
        case .number(let text): return text
        default: return nil
        }
    }

    private static func invalid(_ detail: String) -> InstanceError {
        .badRequest(
            message: "Invalid batch request",
            detail: detail + ". Send {\"batch_request_id\":…, \"rest_requests\":[{\"id\":…, \"method\":…, \"url\":…, "
                + "\"headers\":[{\"name\":…, \"value\":…}], \"body\":base64}]}")
    }
}
