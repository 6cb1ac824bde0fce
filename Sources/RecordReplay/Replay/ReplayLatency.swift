/// How long the replay server waits before answering.
public enum ReplayLatency: Sendable, Hashable {
    /// Answer at once.
    case none
    /// Wait as long as the recorded interaction took.
    case recorded
    /// Wait this many milliseconds.
    case fixed(milliseconds: Int)

    /// Reads `none`, `recorded` or a number of milliseconds such as `250ms` or `250`.
    public init?(argument: String) {
        switch argument.lowercased() {
        case "none", "0": self = .none
        case "recorded": self = .recorded
        default:
            let digits = argument.lowercased().hasSuffix("ms") ? String(argument.dropLast(2)) : argument
            guard let milliseconds = Int(digits), milliseconds >= 0 else { return nil }
            self = .fixed(milliseconds: milliseconds)
        }
    }

    func delay(recorded seconds: Double) -> Duration? {
        switch self {
        case .none: return nil
        case .recorded:
            // A recording made by hand may say anything; wait at most a day rather than overflow.
            guard seconds.isFinite, seconds > 0 else { return nil }
            return .milliseconds(Int((min(seconds, 86_400) * 1000).rounded()))
        case .fixed(let milliseconds): return milliseconds > 0 ? .milliseconds(milliseconds) : nil
        }
    }
}
