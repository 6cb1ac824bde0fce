/// One thing validation found in a payload.
public struct PushFinding: Sendable, Hashable, CustomStringConvertible {
    /// How much it matters.
    public enum Severity: String, Sendable, Hashable, Comparable {
        case note, warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            let order: [Severity] = [.note, .warning, .error]
            return order.firstIndex(of: lhs) ?? 0 < order.firstIndex(of: rhs) ?? 0
        }
    }

    /// A stable identifier, such as `push.unknown-category`.
    public var code: String
    public var severity: Severity
    /// What is wrong and what to do.
    public var message: String

    public init(code: String, severity: Severity, message: String) {
        self.code = code
        self.severity = severity
        self.message = message
    }

    public var description: String { "\(severity.rawValue): \(message) [\(code)]" }
}
