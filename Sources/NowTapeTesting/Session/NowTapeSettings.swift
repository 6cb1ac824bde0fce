import Cassettes
import NowClient
import NowTapeTransports

/// How a suite's NowTape tests run: where their cassettes live, who signs in, how requests match, and which
/// instance answers when a mode sends requests upstream. Set it on a suite with `.nowTape(…)`.
public struct NowTapeSettings: Sendable {
    /// The cassettes folder. A relative path is taken from the test file's folder; nil means `Cassettes/<file
    /// name>` beside the test file.
    public var cassettesFolder: String?
    /// How the test's client signs in. The credentials never reach a cassette: they are redacted as they are
    /// recorded, and replay does not match on them.
    public var authentication: NowAuthentication = .basic(user: "admin", password: "admin")
    /// What must agree for a request to match a recorded one.
    public var matchRules = MatchRules()
    /// What a request gets once every interaction it matches has been played.
    public var repeatPolicy: ReplaySession.RepeatPolicy = .repeatLast
    /// The mode when `NOWTAPE_MODE` is not set.
    public var mode: NowTapeMode?
    /// The instance that `record`, `live` and `diff` send requests to, such as
    /// `https://dev12345.service-now.com`; `NOWTAPE_INSTANCE` overrides it.
    public var instance: String?
    /// The embedded instance for mode `embedded`, and for the other upstream modes when no instance URL is set.
    public var embedded: (any InProcessInstance)?
    /// JSON keys mode `diff` ignores wherever they appear: values that change on every run.
    public var volatileFields: Set<String> = ["sys_updated_on", "sys_mod_count", "sys_updated_by"]
    /// What is redacted before a recording is written, besides the credentials NowTape always redacts.
    public var redaction = RedactionRules()

    /// The default settings: cassettes beside the test file, signed in as `admin`.
    public init() {}

    /// How a test records in `mode` (`record`, `once` or `new`): redacted by ``redaction``, matched by
    /// ``matchRules``; `record` and a first `once` replace the cassette, and `new` adds what is new to it. A journal
    /// an interrupted run left is discarded, since the test runs again from the start.
    public func recordingPolicy(_ mode: NowTapeMode) -> CassetteRecording.Policy {
        var policy = CassetteRecording.Policy()
        policy.mode = mode == .new ? .new : .record
        policy.matchRules = matchRules
        policy.redaction = redaction
        policy.leftoverJournal = .discard
        return policy
    }
}
