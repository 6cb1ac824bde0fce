import Foundation
import GlideScript
import Logging
import NIOSSL
import NowQuery
import PlatformLimits

/// How to start the embedded instance.
public struct InstanceConfiguration: Sendable {
    /// The address to bind; 127.0.0.1 unless told otherwise.
    public var host: String
    /// The port; 0 picks a free one.
    public var port: Int
    /// A directory for the record store; nil keeps it in memory.
    public var dataDirectory: String?
    /// How many incidents the seed creates (at least 100,000 for benchmarks).
    public var seedIncidents: Int
    /// The seed for generated sys_ids, so a fresh instance is repeatable; an instance restarted on a data folder that
    /// already holds records draws a new one, so it never hands out an id a stored record has.
    public var idSeed: UInt64
    /// The clock for system fields and date macros.
    public var clock: @Sendable () -> UTCTimestamp
    /// How long sessions and tokens live without use, in seconds.
    public var sessionLifetime: Double
    /// How deep and how costly a GraphQL query may be before it is refused.
    public var graphQLLimits: GraphQLLimits
    /// Update-set files to install at start, in order.
    public var updateSets: [String]
    /// What the instance holds in place of the demo data, such as an instance learned from recordings; nil seeds
    /// the demo users, groups and incidents. Update sets install on top of it.
    public var content: InstanceContent?
    /// The time and memory each scripted REST request's script may use.
    public var scriptLimits: ScriptLimits
    /// The platform release the instance behaves as: which script features each mode allows. The default is the
    /// newest release whose feature table ServiceNow publishes.
    public var release: PlatformRelease = .newest
    /// The registered OAuth applications, client ID to client secret; `/oauth_token.do` grants tokens to these
    /// alone. The default is the seeded `nowtape` / `nowtape-secret`.
    public var oauthApplications = SeedData.oauthApplications
    /// How many scripts run at once on their own threads, and how many may wait; past both, 429.
    public var scriptSemaphore = ScriptSemaphore()
    /// System properties scripts read with `gs.getProperty`; `glide.servlet.uri` defaults to the base URL the
    /// client used.
    public var properties: [String: String]
    /// The largest attachment an upload may carry, in bytes: the platform's `com.glide.attachment.max_size`,
    /// 1024 MB by default. A larger upload gets 413 and leaves nothing behind.
    public var attachmentMaximumSize = 1024 * 1024 * 1024
    /// Rate limits, session synchronization and transaction quotas; none by default.
    public var limits = InstanceLimits.none
    /// Whether answers that report time spent (the Batch API's `execution_time`) measure it; without, they report 0,
    /// so that recordings of the embedded instance repeat byte for byte, as its seed and ticking clock make them.
    public var measuresElapsedTime = true
    /// The TLS the instance serves with, offering HTTP/2 and HTTP/1.1 through ALPN; nil serves plain HTTP.
    public var tls: TLSConfiguration?
    /// The least severe server message written to stderr: `.info` prints the address on start; the scenario runner
    /// uses `.critical` so its own progress stays readable.
    public var serverLogLevel: Logger.Level = .info

    /// Creates a configuration with the defaults: 127.0.0.1, a free port, in memory, 200 incidents.
    public init(
        host: String = "127.0.0.1", port: Int = 0, dataDirectory: String? = nil, seedIncidents: Int = 200,
        idSeed: UInt64 = 0x6E6F_7774_6170_6521,
        clock: @escaping @Sendable () -> UTCTimestamp = { UTCTimestamp(date: .now) },
        sessionLifetime: Double = 1_800,
        graphQLLimits: GraphQLLimits = GraphQLLimits(),
        updateSets: [String] = [],
        scriptLimits: ScriptLimits = ScriptLimits(),
        properties: [String: String] = [:]
    ) {
        self.host = host
        self.port = port
        self.dataDirectory = dataDirectory
        self.seedIncidents = seedIncidents
        self.idSeed = idSeed
        self.clock = clock
        self.sessionLifetime = sessionLifetime
        self.graphQLLimits = graphQLLimits
        self.updateSets = updateSets
        self.scriptLimits = scriptLimits
        self.properties = properties
    }
}
