import Cassettes
import NowClient
import NowTapeTransports
import Testing

/// Sets how the NowTape tests of a suite, and of the suites inside it, run: `@Suite(.nowTape(folder: …, user: …))`.
/// Several of them apply in order, the innermost last.
public struct NowTapeSettingsTrait: SuiteTrait, TestTrait {
    let apply: @Sendable (inout NowTapeSettings) -> Void

    public var isRecursive: Bool { true }

    /// The settings the traits of `test` and its suites make.
    static func settings(for test: Test) -> NowTapeSettings {
        var settings = NowTapeSettings()
        for case let trait as NowTapeSettingsTrait in test.traits { trait.apply(&settings) }
        return settings
    }
}

extension Trait where Self == NowTapeSettingsTrait {
    /// Settings for the suite's NowTape tests; what is left nil keeps its default or the outer suite's value.
    public static func nowTape(
        folder: String? = nil, user: NowAuthentication? = nil, matching: MatchRules? = nil,
        repeats: ReplaySession.RepeatPolicy? = nil, mode: NowTapeMode? = nil, instance: String? = nil,
        embedded: (any InProcessInstance)? = nil, volatileFields: Set<String>? = nil
    ) -> Self {
        NowTapeSettingsTrait { settings in
            if let folder { settings.cassettesFolder = folder }
            if let user { settings.authentication = user }
            if let matching { settings.matchRules = matching }
            if let repeats { settings.repeatPolicy = repeats }
            if let mode { settings.mode = mode }
            if let instance { settings.instance = instance }
            if let embedded { settings.embedded = embedded }
            if let volatileFields { settings.volatileFields = volatileFields }
        }
    }

    /// Settings changed by `configure`, for what the other form does not name.
    public static func nowTape(_ configure: @escaping @Sendable (inout NowTapeSettings) -> Void) -> Self {
        NowTapeSettingsTrait(apply: configure)
    }
}
