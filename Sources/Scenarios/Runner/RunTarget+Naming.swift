import Cassettes

extension RunTarget {
    /// The target `--target NAME` names, with the other options that shape it. Throws a message that says which
    /// option is missing or which names are accepted.
    public static func named(
        _ name: String, cassettes: String, upstream: String, instance: String?
    ) throws(RunTargetError) -> RunTarget {
        let upstreamTarget: Upstream = upstream == "embedded" ? .embedded : .url(upstream)
        switch NowTapeMode(named: name) {
        case .embedded: return .embedded
        case .live:
            guard let instance else { throw RunTargetError(message: "--target live needs --instance URL.") }
            return .live(instance: instance)
        case .record: return .record(cassettes: cassettes, upstream: upstreamTarget)
        case .replay: return .replay(cassettes: cassettes)
        case .diff: return .diff(cassettes: cassettes, upstream: upstreamTarget)
        case .once, .new:
            throw RunTargetError(
                message: "--target \(name): a run records every scenario again; use --target record, or embedded, "
                    + "live, replay or diff.")
        case nil:
            throw RunTargetError(message: "--target \(name): use embedded, live, record, replay or diff.")
        }
    }
}

/// A `--target` that cannot be set up as given.
public struct RunTargetError: Error, CustomStringConvertible {
    /// What is wrong and what to pass instead.
    public let message: String

    public var description: String { message }
}
