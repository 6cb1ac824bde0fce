/// Where a NowTape test's requests go, and what happens to its cassette.
///
/// The mode comes from the environment variable `NOWTAPE_MODE`; without it, a suite's `.nowTape(mode:)` decides;
/// without that, `replay` when `CI` is set (strict: nothing is ever recorded in CI), and `once` elsewhere.
public enum NowTapeMode: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Answers from the cassette, in process; a request it does not hold fails the test, and so does an
    /// interaction the test never played.
    case replay
    /// Sends every request to the upstream instance and replaces the cassette when the test passes.
    case record
    /// Replays the cassette when it exists, and records it when it does not.
    case once
    /// Sends every request to an embedded instance in the same process, with no cassette.
    case embedded
    /// Sends every request to the upstream instance, with no cassette.
    case live
    /// Sends every request to the upstream instance and fails the test where the answers drifted from the cassette.
    case diff

    public var description: String { rawValue }

    /// The environment variable that chooses the mode.
    public static let environmentVariable = "NOWTAPE_MODE"

    /// The mode `environment` chooses, then `configured`, then the default: `replay` under CI, `once` elsewhere.
    public static func resolve(environment: [String: String], configured: NowTapeMode?) throws(NowTapeTestingError)
        -> NowTapeMode
    {
        if let text = environment[environmentVariable], !text.isEmpty {
            guard let mode = NowTapeMode(rawValue: text.lowercased()) else {
                throw .invalidMode(text)
            }
            return mode
        }
        if let configured { return configured }
        return isCI(environment) ? .replay : .once
    }

    /// Whether `environment` says it is a CI run (`CI` set to anything but `false` or `0`).
    static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.lowercased(), !value.isEmpty else { return false }
        return value != "false" && value != "0"
    }

    /// Whether the mode reads a cassette that must already exist.
    var needsCassette: Bool { self == .replay || self == .diff }
}
