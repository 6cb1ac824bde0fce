import Foundation

/// The Batch API (`/api/now/v1/batch`): many REST requests in one round trip, answered in order.
public struct NowBatchService: Sendable {
    let client: NowClient

    /// One request of a batch; `path` is relative to the instance, such as `/api/now/table/incident?sysparm_limit=1`.
    public struct Request: Sendable, Hashable {
        public var id: String
        public var method: String
        public var path: String
        public var headers: HTTPFields
        public var body: Data

        /// Creates a request; JSON is asked for and sent unless `headers` say otherwise.
        public init(id: String, method: String, path: String, headers: HTTPFields = HTTPFields(), body: Data = Data()) {
            self.id = id
            self.method = method
            self.path = path
            self.headers = headers
            self.body = body
        }
    }

    /// One served request's answer.
    public struct Response: Sendable, Hashable {
        public var id: String
        public var status: Int
        public var statusText: String
        public var headers: HTTPFields
        public var body: Data
        /// Milliseconds the instance spent on it.
        public var executionTime: Int
    }

    /// Sends `requests` as batch `id`; returns the served answers in order and the ids of those not served.
    public func send(_ requests: [Request], id: String = "1") async throws(NowClientError)
        -> (served: [Response], unserved: [String])
    {
        let body = Self.body(requests, id: id).data
        let response = try await client.perform("POST", path: "/api/now/v1/batch", body: body)
        let json = try JSONValue(parsing: response.body)
        let served = (json["serviced_requests"]?.arrayValue ?? []).map { entry in
            Response(
                id: entry["id"]?.text ?? "", status: Self.int(entry["status_code"]),
                statusText: entry["status_text"]?.text ?? "",
                headers: HTTPFields(
                    parsed: (entry["headers"]?.arrayValue ?? []).map {
                        (name: $0["name"]?.text ?? "", value: $0["value"]?.text ?? "")
                    }),
                body: Data(base64Encoded: entry["body"]?.text ?? "") ?? Data(),
                executionTime: Self.int(entry["execution_time"]))
        }
        let unserved = (json["unserviced_requests"]?.arrayValue ?? []).compactMap { $0["id"]?.text ?? $0.text }
        return (served, unserved)
    }

    /// The batch body for `requests`: each asks for JSON, and sends JSON when it has a body, unless its headers say
    /// otherwise; bodies go as base64.
    public static func body(_ requests: [Request], id: String) -> JSONValue {
        let items: [JSONValue] = requests.map { request in
            var headers = request.headers
            if !headers.contains(.accept) { headers[.accept] = "application/json" }
            if !request.body.isEmpty, !headers.contains(.contentType) { headers[.contentType] = "application/json" }
            let headerList: [JSONValue] = headers.map {
                ["name": .string($0.name.rawName), "value": .string($0.value)]
            }
            return [
                "id": .string(request.id), "method": .string(request.method), "url": .string(request.path),
                "headers": .array(headerList), "body": .string(request.body.base64EncodedString()),
            ]
        }
        return ["batch_request_id": .string(id), "rest_requests": .array(items)]
    }

    private static func int(_ value: JSONValue?) -> Int {
        switch value {
        case .number?: return value?.intValue ?? 0
        case .string(let text)?: return Int(text) ?? 0
        default: return 0
        }
    }
}
