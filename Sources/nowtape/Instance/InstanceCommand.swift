import ArgumentParser
import Foundation
import GlideScript
import InstanceLearning
import LocalTLS
import NowInstance
import Scenarios
import StandardStreams

/// `nowtape instance`: the embedded instance.
struct InstanceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "instance",
        abstract: "Run the embedded ServiceNow-like instance.",
        subcommands: [ServeCommand.self, LearnCommand.self]
    )
}

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the embedded instance (Table API, GraphQL, scripted REST) on 127.0.0.1 until interrupted."
    )

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port = 0

    @Option(help: "The address to bind.")
    var host = "127.0.0.1"

    @Option(help: "A directory to keep the records in; without it they live in memory.")
    var data: String?

    @Option(help: "How many incidents to seed (100000 or more for benchmarks).")
    var seedSize = 200

    @Option(
        name: .customLong("update-set"),
        help:
            "An update-set export, record file or application folder to install before serving; repeat for several, installed in order."
    )
    var updateSets: [String] = []

    @Option(help: "How long one scripted REST request's script may run, in milliseconds.")
    var scriptTimeout: UInt32 = 5_000

    @Option(help: "How much memory one scripted REST request's script may use, in MiB.")
    var scriptMemory = 64

    @Option(
        help: ArgumentHelp(
            "The platform release to behave as: which script features each JavaScript mode allows "
                + "(\(PlatformRelease.names); the newest by default)."))
    var release: PlatformRelease = .newest

    @Option(help: "How many scripted REST scripts may run at once, on threads of their own.")
    var scriptConcurrency = ScriptSemaphore().concurrency

    @Option(help: "How many scripted REST requests may wait for a script thread; one more gets 429.")
    var scriptQueue = ScriptSemaphore().queueDepth

    @Option(help: "The largest attachment an upload may carry, in MiB (com.glide.attachment.max_size).")
    var attachmentMaxSize = 1024

    @Option(
        name: .customLong("rate-limit"),
        help: ArgumentHelp(
            "An inbound REST rate limit rule, WHO=N[@API]: WHO is all, user:NAME or role:NAME; N requests per window; "
                + "API is table, stats, attachment, import, batch, graphql or scripted (every API without it). Repeat "
                + "for more.", valueName: "rule"))
    var rateLimits: [String] = []

    @Option(help: "The rate limits' counting window, in seconds (an hour on the platform).")
    var rateLimitWindow = 3_600

    @Flag(
        help: ArgumentHelp(
            "Run each session's requests one at a time, as the platform does; those beyond --session-max-waiters "
                + "waiting get 202 and are not run."))
    var sessionSync = false

    @Option(help: "With --session-sync, how many of a session's requests run at once (1 on the platform).")
    var sessionConcurrency = SessionSynchronization().concurrentTransactions

    @Option(help: "With --session-sync, how many of a session's requests may wait (com.glide.request.max_waiters).")
    var sessionMaxWaiters = SessionSynchronization().maximumWaiters

    @Option(
        name: .customLong("transaction-quota"),
        help: ArgumentHelp(
            "A transaction quota rule, SECONDS[@API]: a REST request that runs longer is cancelled with the "
                + "platform's answer; API as for --rate-limit (every API without it). Repeat for more.",
            valueName: "rule"))
    var transactionQuotas: [String] = []

    @Option(
        name: .customLong("fault"),
        help: ArgumentHelp(
            "A failure of the platform to put in every REST request's way, or in a share of them: NAME[@RATE] "
                + "(\(PlatformFault.names)), such as hibernation or token-expiry@25%; repeatable.",
            valueName: "name[@rate]"))
    var faults: [String] = []

    @Option(
        name: .customLong("learn"),
        help: ArgumentHelp(
            "A cassette, HAR file or folder of them to learn the instance from, in place of the demo data: tables, "
                + "columns and records as the recordings show them; repeatable. See nowtape instance learn.",
            valueName: "path"))
    var learn: [String] = []

    @OptionGroup var tlsOptions: TLSOptions
    @OptionGroup var drain: DrainOption

    func validate() throws {
        try Validation.port(port)
        try LearnCommand.checkExists(learn)
        for fault in faults where PlatformFault(argument: fault) == nil {
            throw ValidationError(
                "--fault \(fault) is not NAME[@RATE] with NAME one of \(PlatformFault.names) and RATE from 0 to 1 "
                    + "or 0% to 100%; write, for example, hibernation or hibernation@0.5")
        }
        guard scriptConcurrency >= 1 else { throw ValidationError("--script-concurrency must be 1 or more") }
        guard scriptQueue >= 0 else { throw ValidationError("--script-queue must be 0 or more") }
        guard scriptMemory >= 1 else { throw ValidationError("--script-memory must be 1 MiB or more") }
        guard attachmentMaxSize >= 1 else { throw ValidationError("--attachment-max-size must be 1 MiB or more") }
        guard rateLimitWindow >= 1 else { throw ValidationError("--rate-limit-window must be 1 second or more") }
        for rule in rateLimits where RateLimitRule.parse(rule, apis: EmbeddedInstance.platformAPIs) == nil {
            throw ValidationError(
                "--rate-limit \(rule) is not WHO=N[@API]; write, for example, all=100, role:itil=20@table or "
                    + "user:john.doe=5@stats")
        }
        guard sessionConcurrency >= 1 else { throw ValidationError("--session-concurrency must be 1 or more") }
        guard sessionMaxWaiters >= 0 else { throw ValidationError("--session-max-waiters must be 0 or more") }
        for rule in transactionQuotas where TransactionQuotaRule.parse(rule, apis: EmbeddedInstance.platformAPIs) == nil
        {
            throw ValidationError(
                "--transaction-quota \(rule) is not SECONDS[@API]; write, for example, 60@table or 2.5")
        }
        guard seedSize >= 0 else { throw ValidationError("--seed-size must be 0 or more") }
    }

    func run() async throws {
        let lifecycle = ServerLifecycle()
        var configuration = InstanceConfiguration(
            host: host, port: port, dataDirectory: data, seedIncidents: seedSize, updateSets: updateSets,
            scriptLimits: ScriptLimits(timeoutMilliseconds: scriptTimeout, memoryBytes: scriptMemory * 1024 * 1024))
        configuration.scriptSemaphore = ScriptSemaphore(concurrency: scriptConcurrency, queueDepth: scriptQueue)
        configuration.release = release
        configuration.attachmentMaximumSize = attachmentMaxSize * 1024 * 1024
        configuration.limits = InstanceLimits(
            rateLimits: rateLimits.compactMap { RateLimitRule.parse($0, apis: EmbeddedInstance.platformAPIs) },
            rateLimitWindow: rateLimitWindow,
            sessionSynchronization: sessionSync
                ? SessionSynchronization(
                    concurrentTransactions: sessionConcurrency, maximumWaiters: sessionMaxWaiters) : nil,
            transactionQuotas: transactionQuotas.compactMap {
                TransactionQuotaRule.parse($0, apis: EmbeddedInstance.platformAPIs)
            },
            faults: faults.compactMap(PlatformFault.init(argument:)))
        configuration.tls = try tlsOptions.identity(host: host)?.configuration
        var learned: LearnedInstance?
        if !learn.isEmpty {
            let read = try LearnCommand.learned(from: learn)
            read.apply(to: &configuration)
            printError(LearnCommand.summary(read))
            learned = read
        }
        if seedSize >= Self.largeSeed {
            printError(
                "Seeding \(seedSize) incidents, unless --data already holds the instance's records: "
                    + "about a minute for each million on two cores. The instance answers once they are in.")
        }
        let started = ContinuousClock.now
        let instance = try await EmbeddedInstance.prepare(configuration)
        let preparation = ContinuousClock.now - started
        if preparation > .seconds(5) {
            let seconds = Double(preparation.components.seconds) + Double(preparation.components.attoseconds) / 1e18
            printError("Ready after \(String(format: "%.1f", seconds)) s")
        }
        for disagreement in learned?.disagreements(with: instance.repository.dictionary) ?? [] {
            printError("Update set over the learned tables: \(disagreement.subject): \(disagreement.reason)")
        }
        let installed = instance.installations
        let drainTimeout = drain.drainTimeout
        try await lifecycle.run(
            SocketService(
                instance, drainDeadline: drain.deadline,
                onReady: { url in Self.announce(url, installed: installed) },
                onStopping: { printError("Stopping the instance (at most \(drainTimeout) s; Ctrl-C again exits now)") },
                onAbandoned: { printError("Requests still in flight after \(drainTimeout) s were dropped.") }))
    }

    /// The seed size from which starting says that seeding takes a while.
    static let largeSeed = 100_000

    /// Says where the instance listens, what it installed, who may sign in, and a first request to try.
    private static func announce(_ url: String, installed: [UpdateSetInstallation]) {
        var lines = ["NowTape embedded instance at \(url)"]
        for installation in installed {
            lines.append(
                "Installed \(installation.file): \(installation.applied) records, \(installation.deleted) deleted"
                    + (installation.problems.isEmpty ? "" : ", \(installation.problems.count) problems"))
            for problem in installation.problems { lines.append("  problem: \(problem)") }
            if !installation.skippedFields.isEmpty {
                lines.append("  fields not stored: \(installation.skippedFields.joined(separator: ", "))")
            }
        }
        lines.append("Demo users (user / password, roles):")
        for user in SeedData.demoUsers {
            let roles = user.roles.isEmpty ? "no roles" : user.roles.joined(separator: ",")
            lines.append("  \(user.userName) / \(user.password)  (\(roles))")
        }
        let example = CurlCommand.line(
            to: url,
            ["-u", "john.doe:password", CurlCommand.quoted("\(url)/api/now/v2/table/sys_user?user_name=john.doe")])
        lines.append("Try: \(example)")
        // Written straight to the file descriptor so that the URL appears at once even when piped.
        StandardStream.output.write(lines.joined(separator: "\n") + "\n")
    }
}
