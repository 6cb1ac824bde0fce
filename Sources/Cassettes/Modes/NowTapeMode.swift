/// Where requests go and what becomes of the cassette: the one vocabulary of modes that `NOWTAPE_MODE`, a suite's
/// `.nowTape(mode:)`, `nowtape record --mode`, `nowtape run --target` and a ``CassetteRecording``'s policy all
/// speak.
///
/// The recording modes follow VCR's: `once`, `new` (VCR's new episodes), `record` (VCR's `all`) and `replay` (VCR's
/// `none`); ``init(named:)`` takes VCR's names too.
public enum NowTapeMode: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Answers from the cassette only; a request it does not hold is a miss, and nothing reaches the upstream.
    case replay
    /// Sends every request to the upstream and replaces the cassette with what was sent.
    case record
    /// Replays the cassette when it holds interactions, and records it when it does not.
    case once
    /// Replays what the cassette holds and records what is new into it.
    case new
    /// Sends every request to an embedded instance in the same process, with no cassette.
    case embedded
    /// Sends every request to the upstream instance, with no cassette.
    case live
    /// Sends every request to the upstream and reports where the answers drifted from the cassette.
    case diff

    public var description: String { rawValue }

    /// The mode `name` names, in any case: one of the modes, or VCR's `all`, `none` and `new_episodes`.
    public init?(named name: String) {
        let name = name.lowercased()
        switch name {
        case "all": self = .record
        case "none": self = .replay
        case "new_episodes", "new-episodes": self = .new
        default:
            guard let mode = Self(rawValue: name) else { return nil }
            self = mode
        }
    }

    /// The modes that make or read a cassette through a recording: `once`, `new`, `record` and `replay`.
    public static let recordingModes: [NowTapeMode] = [.once, .new, .record, .replay]

    /// Whether a request that matches nothing recorded goes to the upstream and is recorded.
    public func recordsNewRequests(cassetteExists: Bool) -> Bool {
        switch self {
        case .once: return !cassetteExists
        case .new, .record: return true
        case .replay, .embedded, .live, .diff: return false
        }
    }

    /// Whether requests are answered from the existing cassette first.
    public var replaysExisting: Bool { self == .once || self == .new || self == .replay }

    /// Whether the mode reads a cassette that must already exist.
    public var needsCassette: Bool { self == .replay || self == .diff }

    /// Whether the mode replaces the cassette with what it records.
    public var replacesCassette: Bool { self == .record }
}
