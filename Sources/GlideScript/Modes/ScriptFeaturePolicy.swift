import Foundation

/// What the platform says of one feature a script uses, in the script's mode on the release it runs on.
public struct ScriptFeatureFinding: Sendable, Hashable, CustomStringConvertible {
    /// The feature and the line that uses it.
    public let use: ScriptFeatureUse
    /// The table's word for it.
    public let support: FeatureSupport
    /// The mode the script runs in.
    public let mode: ScriptMode
    /// The release it runs on.
    public let release: PlatformRelease

    /// A finding of `use`, which the table marks `support` in `mode` on `release`.
    public init(use: ScriptFeatureUse, support: FeatureSupport, mode: ScriptMode, release: PlatformRelease) {
        self.use = use
        self.support = support
        self.mode = mode
        self.release = release
    }

    /// Whether the platform refuses the script: a Disallowed feature in any mode, and in ES5 Standards or
    /// Compatibility mode anything the ES5 column does not support, which that mode's parser does not read.
    public var isError: Bool {
        support == .disallowed || (mode != .es12 && support == .notSupported)
    }

    /// The finding as a sentence that names the feature, the mode, the release and what to do next.
    public var description: String {
        let feature = "`\(use.row.name)` (line \(use.line))"
        let modeName = mode == .es12 ? "ES12 mode" : mode == .es5Standards ? "ES5 Standards mode" : "Compatibility mode"
        switch (support, mode) {
        case (.disallowed, .es12):
            if let from = use.row.supportedFrom(in: .es12, after: release) {
                return "\(feature) is disallowed in ES12 mode on \(release); supported from \(from)"
            }
            return "\(feature) is disallowed in ES12 mode on \(release) and on every later release NowTape knows"
        case (.disallowed, _), (.notSupported, .es5Standards), (.notSupported, .compatibility):
            let es12 = use.row.support(in: .es12, on: release)
            let advice =
                es12 == .supported
                ? "; turn on ECMAScript 2021 (ES12) mode for the script or its application" : ""
            let word = support == .disallowed ? "disallowed" : "not available"
            return "\(feature) is \(word) in \(modeName) on \(release)\(advice)"
        case (.notSupported, _):
            return "\(feature) is not supported in ES12 mode on \(release): the platform has not validated it"
        case (.supported, _):
            return "\(feature) is supported in \(modeName) on \(release)"
        }
    }
}

/// The features a script may use in one mode on one release, as the platform's feature table says.
public struct ScriptFeaturePolicy: Sendable, Hashable {
    /// The mode scripts run in.
    public var mode: ScriptMode
    /// The release they run on.
    public var release: PlatformRelease

    /// A policy for `mode` on `release`.
    public init(mode: ScriptMode, release: PlatformRelease = .newest) {
        self.mode = mode
        self.release = release
    }

    /// Every table feature `source` uses that is not plainly Supported, in the table's order.
    public func findings(in source: String) -> [ScriptFeatureFinding] {
        findings(of: ScriptFeatureScanner.features(in: source))
    }

    /// What the table says of each of `uses` that is not plainly Supported, in their order.
    public func findings(of uses: [ScriptFeatureUse]) -> [ScriptFeatureFinding] {
        uses.compactMap { use in
            let support = use.row.support(in: mode, on: release)
            guard support != .supported else { return nil }
            return ScriptFeatureFinding(use: use, support: support, mode: mode, release: release)
        }
    }

    /// The feature the platform refuses in `source`, or nil when the platform runs it.
    public func refusal(of source: String) -> ScriptFeatureFinding? {
        refusal(among: SourceFacts.of(source).features)
    }

    /// The first of `uses` the platform refuses, or nil when it refuses none.
    func refusal(among uses: [ScriptFeatureUse]) -> ScriptFeatureFinding? {
        findings(of: uses).first(where: \.isError)
    }
}
