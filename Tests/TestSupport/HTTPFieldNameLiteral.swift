import HTTPTypes

/// Header names written as string literals in tests' fixtures, such as `["X-Trace": "one"]`. A literal that is not a
/// valid name stops the test run at once, naming it.
extension HTTPField.Name: @retroactive ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {
        guard let name = HTTPField.Name(value) else { preconditionFailure("\"\(value)\" is not a header name") }
        self = name
    }
}
