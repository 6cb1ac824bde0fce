import Cassettes

/// Where a run's requests go.
public enum RunTarget: Sendable, Hashable {
    /// The embedded instance, started in-process with the run's update sets installed.
    case embedded
    /// A real instance at this base URL.
    case live(instance: String)
    /// Recorded in process, with no socket, from `upstream`: one cassette per scenario under `cassettes`.
    case record(cassettes: String, upstream: Upstream)
    /// From the cassettes under `cassettes`, with no network and no instance; strict: a request that matches
    /// nothing, or a recorded request never made, fails the scenario.
    case replay(cassettes: String)
    /// Live against `upstream`, comparing each response with its cassette and reporting what drifted.
    case diff(cassettes: String, upstream: Upstream)

    /// An instance to talk to.
    public enum Upstream: Sendable, Hashable {
        /// A real instance's base URL.
        case url(String)
        /// The embedded instance.
        case embedded
    }

    /// The target's mode, in the vocabulary every part of NowTape speaks.
    public var mode: NowTapeMode {
        switch self {
        case .embedded: return .embedded
        case .live: return .live
        case .record: return .record
        case .replay: return .replay
        case .diff: return .diff
        }
    }

    /// `embedded`, `live`, `record`, `replay` or `diff`.
    public var name: String { mode.rawValue }

    /// Whether the run needs the embedded instance.
    var usesEmbeddedInstance: Bool {
        switch self {
        case .embedded, .record(_, .embedded), .diff(_, .embedded): return true
        default: return false
        }
    }
}
