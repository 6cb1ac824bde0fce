import Foundation
import Hummingbird
import HummingbirdHTTP2
import Logging
import NIOPosix
import NowStore
import ServiceLifecycle
import SocketServers

/// The embedded instance: a record store seeded with demo data, served over HTTP with the platform's Table API,
/// authentication and ACLs.
public final class EmbeddedInstance: SocketServer {
    /// The `Server` header of every answer, over a socket and in process alike.
    public static let serverHeader = "NowTape"
    /// The configuration it was started with.
    public let configuration: InstanceConfiguration
    /// The records.
    public let repository: RecordRepository
    /// Authentication and sessions.
    public let auth: AuthService
    /// The instance log: script output and script errors.
    public let log: InstanceLog
    /// The ACLs, roles and role grants installed applications bring.
    public let security: ApplicationSecurity
    /// The update sets installed at start.
    public let installations: [UpdateSetInstallation]
    let tableAPI: TableAPI
    let graphQL: GraphQLEndpoint
    let scriptedRESTRegistry: ScriptedRESTRegistry
    let scriptedREST: ScriptedRESTEndpoint
    let attachments: AttachmentService
    let statsAPI: StatsAPI
    let importSetAPI: ImportSetAPI
    /// The headers every REST answer carries, with its transaction id.
    let responseHeaders: PlatformResponseHeaders
    /// Counts requests against the configured rate limit rules.
    public let rateLimiter: RateLimiter

    /// Builds the instance and seeds it (a data directory that already holds records is reused as it is).
    public init(configuration: InstanceConfiguration = InstanceConfiguration()) throws {
        self.configuration = configuration
        let store: NowStore
        var attachmentContent: AttachmentContent?
        var definedTables: DefinedTablesFile?
        if let directory = configuration.dataDirectory {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let folder = URL(fileURLWithPath: directory)
            store = try NowStore(path: folder.appendingPathComponent("instance.sqlite").path)
            attachmentContent = try AttachmentContent(root: folder.appendingPathComponent("attachments"))
            definedTables = DefinedTablesFile(folder: folder)
        } else {
            store = try NowStore.temporary()
        }
        let alreadySeeded = try store.soupExists("sys_user") && store.count("sys_user") > 0
        // sys_ids follow from the seed, so a fresh instance is repeatable; on a data folder that already holds
        // records that sequence was used up by the run that made them, and starting it again would hand out their ids.
        let idSeed = alreadySeeded ? UInt64.random(in: .min ... .max) : configuration.idSeed
        repository = try RecordRepository(
            store: store, dictionary: StandardTables.dictionary, seed: idSeed, clock: configuration.clock,
            attachmentContent: attachmentContent, definedTables: definedTables)
        if !alreadySeeded {
            if let content = configuration.content {
                try repository.load(content)
            } else {
                try SeedData.load(into: repository, incidents: configuration.seedIncidents)
            }
            try PlatformAPIRegistry.seed(repository)
        }
        try BuildProperties.apply(configuration.release, to: repository)
        responseHeaders = PlatformResponseHeaders(seed: idSeed)
        auth = AuthService(
            users: SeedData.demoUsers + Self.learnedAccounts(configuration.content),
            oauthClients: configuration.oauthApplications,
            sessionLifetime: configuration.sessionLifetime)
        let repository = self.repository
        let security = ApplicationSecurity()
        self.security = security
        let log = InstanceLog()
        self.log = log
        let registry = ScriptedRESTRegistry()
        scriptedRESTRegistry = registry
        let operations = TableOperations(
            repository: repository, access: .standard(dictionary: { repository.dictionary }, applications: security),
            rules: InstanceBusinessRules(
                registry: registry, limits: configuration.scriptLimits, release: configuration.release,
                properties: configuration.properties, log: log))
        tableAPI = TableAPI(operations: operations, log: log)
        statsAPI = StatsAPI(operations: operations, log: log)
        let clock = configuration.clock
        rateLimiter = RateLimiter(
            rules: configuration.limits.rateLimits, window: configuration.limits.rateLimitWindow,
            now: { Date(timeIntervalSince1970: TimeInterval(clock().secondsSince1970)) })
        importSetAPI = ImportSetAPI(
            operations: operations, log: log, scriptLimits: configuration.scriptLimits,
            properties: configuration.properties)
        attachments = AttachmentService(operations: operations, maximumSize: configuration.attachmentMaximumSize)
        graphQL = GraphQLEndpoint(operations: operations, limits: configuration.graphQLLimits, log: log)
        scriptedREST = ScriptedRESTEndpoint(
            operations: operations, log: log, limits: configuration.scriptLimits, release: configuration.release,
            properties: configuration.properties, executor: ScriptExecutor(semaphore: configuration.scriptSemaphore))
        let installer = UpdateSetInstaller(repository: repository, registry: registry, security: security)
        try installer.restoreRegistry()
        installations = try configuration.updateSets.map { try installer.install(file: $0) }
    }

    /// The content's accounts whose names no demo user has.
    private static func learnedAccounts(_ content: InstanceContent?) -> [DemoUser] {
        let demo = Set(SeedData.demoUsers.map(\.userName))
        return (content?.accounts ?? []).filter { !demo.contains($0.userName) }
    }

    /// Installs an update set while the instance runs; its scripted REST operations answer at once.
    @discardableResult
    public func install(updateSet file: String) throws -> UpdateSetInstallation {
        try UpdateSetInstaller(repository: repository, registry: scriptedRESTRegistry, security: security).install(
            file: file)
    }

    /// Builds and seeds the instance on NIO's blocking thread pool, so seeding a large instance never stalls the
    /// Swift concurrency threads that other tasks are using.
    public static func prepare(_ configuration: InstanceConfiguration = InstanceConfiguration()) async throws
        -> EmbeddedInstance
    {
        try await NIOThreadPool.singleton.runIfActive { try EmbeddedInstance(configuration: configuration) }
    }

    /// Serves until the task is cancelled, calling `onReady` with the base URL once the socket is bound; then it
    /// stops accepting, answers the requests under way and closes.
    public func run(onReady: @escaping @Sendable (String) async -> Void = { _ in }) async throws {
        let host = configuration.host
        var logger = Logger(
            label: "nowtape.instance", factory: { label in StreamLogHandler.standardError(label: label) })
        logger.logLevel = configuration.serverLogLevel
        let scheme = self.scheme
        let shownHost = host.contains(":") ? "[\(host)]" : host
        // The batch route and the router hold each other, and the router holds the instance: the cycle is broken
        // once the server has stopped, so a stopped instance is freed with its temporary files.
        let (router, batch) = InstanceRouter.buildWithBatchRoute(self)
        defer { batch.detach() }
        let app = Application(
            router: router,
            server: try configuration.tls.map { try .http2UpgradeOnEventLoop(tlsConfiguration: $0) }
                ?? .http1OnEventLoop(),
            configuration: .init(address: .hostname(host, port: configuration.port), serverName: Self.serverHeader),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                await onReady("\(scheme)://\(shownHost):\(port)")
            },
            logger: logger
        )
        // Stopped by graceful shutdown, never by cancellation: cancelling Hummingbird's server while it has accepted
        // connections it has not yet taken up traps in SwiftNIO (`Deinited NIOAsyncWriter without calling
        // finish()`). So the server runs in a task of its own, which this task's cancellation does not reach, and
        // cancellation here asks it to shut down gracefully: stop accepting, answer what is under way, then close.
        let group = ServiceGroup(configuration: ServiceGroupConfiguration(services: [app], logger: logger))
        let serving = Task { try await group.run() }
        try await withTaskCancellationHandler {
            try await serving.value
        } onCancel: {
            Task { await group.triggerGracefulShutdown() }
        }
    }

    /// `https` when the instance serves TLS, otherwise `http`.
    public var scheme: String { configuration.tls == nil ? "http" : "https" }

    /// The base URL a request reached the instance at: its scheme (the listener's, or for a request answered in
    /// process the scheme of the origin it answers as) and the authority the client sent.
    func baseURL(of request: Request) -> String {
        let inProcess = request.headers[.originScheme].flatMap { value in
            ["http", "https"].contains(value) ? value : nil
        }
        return (inProcess ?? scheme) + "://" + (request.head.authority ?? "127.0.0.1")
    }

    public var serverName: String { "The embedded instance" }

    public var listenAddress: (host: String, port: Int) { (configuration.host, configuration.port) }
}
