/// A step's failure: what went wrong in words, with the expected and the actual value where there are two to show.
public struct ScenarioError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// What went wrong and what to do about it.
    public var message: String
    /// What the step wanted, for the report's diff.
    public var expected: String?
    /// What it got.
    public var actual: String?

    /// A failure.
    public init(_ message: String, expected: String? = nil, actual: String? = nil) {
        self.message = message
        self.expected = expected
        self.actual = actual
    }

    public var description: String {
        var text = message
        if let expected { text += "\n  expected: \(expected)" }
        if let actual { text += "\n  actual:   \(actual)" }
        return text
    }
}

/// Fails the current step with `message` unless `condition` holds; for checks inside `expect(_:)` closures.
public func check(_ condition: Bool, _ message: @autoclosure () -> String) throws(ScenarioError) {
    if !condition { throw ScenarioError(message()) }
}

/// The name `ScenarioError` had before every error type took the `Error` suffix.
@available(*, deprecated, renamed: "ScenarioError")
public typealias ScenarioFailure = ScenarioError
