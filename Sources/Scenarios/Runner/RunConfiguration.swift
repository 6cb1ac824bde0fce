import GlideScript
import NowClient
import NowInstance

/// How a run goes: the target, parallelism, credentials, and the embedded instance's setup.
public struct RunConfiguration: Sendable {
    /// Where the requests go.
    public var target: RunTarget
    /// How many scenarios run at once. Suites marked `serialized` still run one scenario at a time. Recordings are
    /// byte-stable from run to run only with 1, since parallel scenarios interleave their writes.
    public var jobs: Int
    /// The passwords scenarios sign in with.
    public var credentials: UserCredentials
    /// Update-set files the embedded instance installs at start.
    public var updateSets: [String]
    /// The platform release the embedded instance behaves as.
    public var release: PlatformRelease = .newest
    /// The embedded instance's number of seed incidents.
    public var seedIncidents: Int
    /// What sends requests; the shared AsyncHTTPClient by default.
    public var transport: any NowTransport
    /// The command that runs the suites, as hints name it: `nowtape run`, or a package's own executable.
    public var commandName = "nowtape run"

    /// A configuration for `target`.
    public init(
        target: RunTarget = .embedded, jobs: Int = 1, credentials: UserCredentials = .demo, updateSets: [String] = [],
        seedIncidents: Int = 200, transport: any NowTransport = HTTPClientTransport()
    ) {
        self.target = target
        self.jobs = max(1, jobs)
        self.credentials = credentials
        self.updateSets = updateSets
        self.seedIncidents = seedIncidents
        self.transport = transport
    }

    /// The embedded instance as the runner starts it: `clock` (the seed's reference date, ticking), no measured
    /// timings, the run's update sets and `limits`, so that recordings repeat byte for byte.
    func instanceConfiguration(clock: ScenarioClock, limits: InstanceLimits = .none) -> InstanceConfiguration {
        var configuration = InstanceConfiguration(
            seedIncidents: seedIncidents, clock: { clock.now() }, updateSets: updateSets)
        configuration.serverLogLevel = .critical
        configuration.measuresElapsedTime = false
        configuration.limits = limits
        configuration.release = release
        return configuration
    }
}
