/// One way a request differs from a recorded interaction.
public struct MatchDifference: Sendable, Hashable, CustomStringConvertible {
    /// `method`, `path`, `query.<name>`, `body`, `body.<json path>`, `header.<name>` or `custom`.
    public let field: String
    /// What the cassette holds; nil when the recorded request did not have it.
    public let recorded: String?
    /// What the request sent; nil when it did not send it.
    public let actual: String?

    public init(field: String, recorded: String?, actual: String?) {
        self.field = field
        self.recorded = recorded
        self.actual = actual
    }

    public var description: String {
        "\(field): recorded \(recorded.map { "\"\($0)\"" } ?? "(absent)"), "
            + "got \(actual.map { "\"\($0)\"" } ?? "(absent)")"
    }

    /// How much the difference counts when ranking near misses: a wrong method or path weighs most.
    var weight: Int {
        switch field {
        case "method": return 8
        case "path": return 10
        case "custom": return 3
        default: return 1
        }
    }
}
