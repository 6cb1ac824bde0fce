import NowClient

/// What a `Call` got back: the response, and its body as JSON when it is JSON.
public struct CallOutcome: Sendable {
    public let response: NowHTTPResponse
    /// The body parsed as JSON; nil when it is empty or not JSON.
    public let json: JSONValue?

    init(response: NowHTTPResponse) {
        self.response = response
        self.json = response.body.isEmpty ? nil : try? JSONValue(parsing: response.body)
    }

    /// The value at `path` (see `JSONPath`), or a failure that shows the body.
    public func value(at path: String) throws(ScenarioError) -> JSONValue {
        guard let json else {
            throw ScenarioError(
                "The response (status \(response.status)) is not JSON, so it has no \(path).",
                actual: String(response.text.prefix(500)))
        }
        guard let value = JSONPath.value(at: path, in: json) else {
            throw ScenarioError(
                "The response has nothing at \(path).", actual: String(json.compactText.prefix(800)))
        }
        return value
    }
}
