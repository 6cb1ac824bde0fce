import ArgumentParser
import Cassettes

/// `--target NAME`: a mode in NowTape's one vocabulary. Every name `NowTapeMode(named:)` knows parses, so a mode
/// that is no run target, such as `once`, is refused by ``RunTarget/named(_:cassettes:upstream:instance:)`` with a
/// message that says which target to use instead.
extension NowTapeMode: ExpressibleByArgument {
    public init?(argument: String) { self.init(named: argument) }

    /// The modes a run can target, as help lists them.
    public static var allValueStrings: [String] {
        [NowTapeMode.embedded, .live, .record, .replay, .diff].map(\.rawValue)
    }
}
