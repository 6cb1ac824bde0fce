import NowClient

/// A step that sends one request, checks the response, and captures values from it for later steps.
///
/// ```swift
/// Call("Create an incident", .create("incident", ["short_description": "Printer jammed"]))
///     .expect(.status(201))
///     .capture("incident", from: "result.sys_id")
/// ```
/// Without a status expectation, any 2xx status passes.
public struct Call: StepConvertible {
    /// What reports call the step.
    public let name: String
    /// What it sends.
    public let request: ScenarioRequest
    /// Who sends it; nil is the scenario's user.
    public var user: ScenarioUser?
    /// The checks, in order.
    public var expectations: [Expectation] = []
    /// Values kept for later steps: name and JSON path.
    public var captures: [(name: String, path: String)] = []
    /// How the call backs off and tries again on "not now" answers; nil sends once.
    public var retry: RetryPolicy?
    /// Where the call was written.
    public let location: StepLocation

    /// A call named `name` that sends `request`.
    public init(
        _ name: String, _ request: ScenarioRequest, as user: ScenarioUser? = nil, fileID: String = #fileID,
        filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.name = name
        self.request = request
        self.user = user
        self.location = StepLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Adds checks.
    public func expect(_ expectations: Expectation...) -> Call {
        var copy = self
        copy.expectations += expectations
        return copy
    }

    /// Keeps the value at `path` under `name`; later steps use it as `{{name}}`.
    public func capture(_ name: String, from path: String) -> Call {
        var copy = self
        copy.captures.append((name, path))
        return copy
    }

    /// Backs off and sends again while the answer is a "not now" status (429 by default), as `policy` says; the
    /// checks apply to the last answer.
    public func retrying(_ policy: RetryPolicy = .tooManyRequests) -> Call {
        var copy = self
        copy.retry = policy
        return copy
    }

    public var steps: [Step] {
        let call = self
        return [Step(name, location: location) { context in try await call.run(in: context) }]
    }

    func run(in context: ScenarioContext) async throws {
        let prepared = try request.prepare(context)
        let client = try user.map { try context.client(as: $0) } ?? context.client
        var response = try await client.send(
            prepared.method, path: prepared.path, query: prepared.query, headers: prepared.headers,
            body: prepared.body)
        if let retry {
            var sent = 1
            while retry.refuses(response) {
                guard sent < retry.attempts else {
                    if expectations.contains(where: \.checksStatus) { break }
                    throw ScenarioError(
                        "Still \(response.status) after \(sent) attempts: \(response.text.prefix(300)). Raise the retry "
                            + "policy's attempts, or check the instance's limits.")
                }
                try await context.wait(seconds: try retry.wait(after: response, retry: sent))
                response = try await client.send(
                    prepared.method, path: prepared.path, query: prepared.query, headers: prepared.headers,
                    body: prepared.body)
                sent += 1
            }
        }
        let outcome = CallOutcome(response: response)
        if !expectations.contains(where: \.checksStatus) && !response.isSuccess {
            try Expectation.status(200).check(outcome, context)
        }
        for expectation in expectations {
            try expectation.check(outcome, context)
        }
        for capture in captures {
            context.capture(capture.name, try outcome.value(at: capture.path))
        }
    }
}

extension Call: CustomStringConvertible {
    public var description: String { "\(name): \(request.summary)" }
}
