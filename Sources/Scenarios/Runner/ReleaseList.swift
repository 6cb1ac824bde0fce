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
        case .live(let instance):
            guard let instances = LiveInstances(instance) else {
                throw RunTargetError(
                    message: "--release with several releases needs one live instance per release: write --instance "
                        + "zurich=https://dev1.service-now.com,australia=https://dev2.service-now.com")
            }
            guard let url = instances.urls[release.rawValue] else {
                throw RunTargetError(
                    message: "--instance names no instance on \(release.rawValue); add \(release.rawValue)=URL to it")
            }
            return .live(instance: url)
        case .record(let cassettes, let upstream): return .record(cassettes: folder(cassettes), upstream: upstream)
        case .replay(let cassettes): return .replay(cassettes: folder(cassettes))
        case .diff(let cassettes, let upstream): return .diff(cassettes: folder(cassettes), upstream: upstream)
        }
    }
}

/// `--instance zurich=URL,australia=URL`: the live instance that runs each release, for a release matrix over live
/// instances.
struct LiveInstances: Sendable, Hashable {
    /// Release name to base URL.
    let urls: [String: String]

    /// The instances `text` names; nil when it is a plain URL rather than a list of `release=URL`.
    init?(_ text: String) {
        var urls: [String: String] = [:]
        for pair in text.split(separator: ",") {
            guard let equals = pair.firstIndex(of: "="), !pair.hasPrefix("http") else { return nil }
            let name = pair[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            let url = pair[pair.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard PlatformRelease(name: name) != nil, url.hasPrefix("http") else { return nil }
            urls[name] = url
        }
        guard !urls.isEmpty else { return nil }
        self.urls = urls
    }
}
