import ArgumentParser
import GlideScript

/// `--release NAME[,NAME…]`: one platform release, or several to run a suite on each and draw a release matrix.
/// The releases are kept in the platform's order, each once.
public struct ReleaseList: Sendable, Hashable, ExpressibleByArgument {
    /// The releases, oldest first.
    public let releases: [PlatformRelease]

    /// `releases` in the platform's order, each once.
    public init(_ releases: [PlatformRelease]) {
        self.releases = Array(Set(releases)).sorted()
    }

    public init?(argument: String) {
        var found: [PlatformRelease] = []
        for name in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let release = PlatformRelease(name: String(name)) else { return nil }
            found.append(release)
        }
        guard !found.isEmpty else { return nil }
        self.init(found)
    }

    public var defaultValueDescription: String { releases.map(\.rawValue).joined(separator: ",") }

    public static var allValueStrings: [String] { PlatformRelease.allCases.map(\.rawValue) }

    /// The release a single run behaves as: the newest of those named.
    public var newest: PlatformRelease { releases.last ?? .newest }
}

extension RunTarget {
    /// The target for the run on `release` of a release matrix: cassettes live in a folder per release,
    /// `CASSETTES/<release>/`, so that recordings made on different releases sit side by side.
    func forRelease(_ release: PlatformRelease) throws(RunTargetError) -> RunTarget {
        func folder(_ cassettes: String) -> String { cassettes + "/" + release.rawValue }
        switch self {
        case .embedded: return .embedded
        case .live:
            throw RunTargetError(
                message: "--release with several releases compares runs on the embedded instance, or recordings in "
                    + "a cassette folder per release (--target replay --cassettes DIR reads DIR/<release>/); one "
                    + "live instance runs one release, so run it once and name its release with --release NAME")
        case .record(let cassettes, let upstream): return .record(cassettes: folder(cassettes), upstream: upstream)
        case .replay(let cassettes): return .replay(cassettes: folder(cassettes))
        case .diff(let cassettes, let upstream): return .diff(cassettes: folder(cassettes), upstream: upstream)
        }
    }
}
