import ArgumentParser
import Cassettes
import Foundation
import GlideScript
import HTTPMessageRules
import PlatformLimits
import RecordReplay
import Scenarios

/// `nowtape replay`: serves cassettes to any client, offline.
struct ReplayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Serve cassettes to any HTTP client, with no network and no instance.",
        discussion: """
            A request that matches nothing gets status 599 and a JSON body naming the closest recorded interactions \
            with a field-by-field diff; the same report prints here.
            """)

    @Argument(help: "The cassette files.")
    var cassettes: [String]

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port = 0

    @Option(help: "The address to bind.")
    var host = "127.0.0.1"

    @Flag(help: "At shutdown, report misses and never-played interactions, and exit 1 if there were any.")
    var strict = false

    @Option(help: "How long to wait before answering: none, recorded, or milliseconds such as 250ms.")
    var latency = "none"

    @Option(help: "After the last matching interaction: last (serve it again) or miss.")
    var repeats: String = ReplaySession.RepeatPolicy.repeatLast.rawValue

    @Option(
        help: ArgumentHelp(
            "Refuse request bodies larger than this many bytes (413); bodies over 1 MiB are spooled to disk and "
                + "matched by their SHA-256."))
    var maxBodySize = RequestFraming.defaultBodyLimit

    @Option(
        help: ArgumentHelp(
            "Refuse any cassette not recorded on this release (\(PlatformRelease.names)), and one that records none."))
    var release: PlatformRelease?

    @Option(
        name: .customLong("fault"),
        help: ArgumentHelp(
            "A failure of the platform to put in every request's way, or in a share of them, before it is matched: "
                + "\(PlatformFault.names), with @RATE such as @25%; repeatable.",
            valueName: "name[@rate]"))
    var faults: [String] = []

    @OptionGroup var forwardOptions: ForwardOptions
    @OptionGroup var tlsOptions: TLSOptions
    @OptionGroup var matching: MatchOptions
    @OptionGroup var drain: DrainOption

    func validate() throws {
        guard maxBodySize >= 0 else { throw ValidationError("--max-body-size must be 0 or more") }
        for fault in faults {
            guard PlatformFault(argument: fault) != nil else {
                throw ValidationError(
                    "--fault \(fault) is not NAME[@RATE] with NAME one of \(PlatformFault.names) and RATE from "
                        + "0 to 1 or 0% to 100%")
            }
        }
        try Validation.port(port)
        guard ReplayLatency(argument: latency) != nil else {
            throw ValidationError("--latency must be none, recorded or a number of milliseconds such as 250ms")
        }
        guard ReplaySession.RepeatPolicy(rawValue: repeats) != nil else {
            throw ValidationError("--repeats must be last or miss")
        }
        if forwardOptions.forward, tlsOptions.tls {
            throw ValidationError(
                "--forward listens in plain HTTP (clients still reach the instance over TLS through it); drop --tls")
        }
    }

    func run() async throws {
        let lifecycle = ServerLifecycle()
        let latency = ReplayLatency(argument: latency) ?? .none
        let repeats = ReplaySession.RepeatPolicy(rawValue: repeats) ?? .repeatLast
        var loaded: [(name: String, cassette: Cassette)] = []
        for path in cassettes {
            let cassette = try CassetteFile.read(path)
            if let release { try CassetteReleaseMismatch.check(cassette, path: path, expected: release.rawValue) }
            loaded.append((URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent, cassette))
        }
        var configuration = ReplayServer.Configuration()
        configuration.host = host
        configuration.port = port
        configuration.latency = latency
        configuration.repeatPolicy = repeats
        configuration.matchRules = try matching.rules()
        configuration.maximumBodySize = maxBodySize
        configuration.tls = try tlsOptions.identity(host: host)
        configuration.forwardProxy = try forwardOptions.forwardProxy()
        configuration.faults = faults.compactMap(PlatformFault.init(argument:))
        let replay = ReplayServer(cassettes: loaded, configuration: configuration)
        let count = loaded.reduce(0) { $0 + $1.cassette.interactions.count }
        let cassetteCount = loaded.count
        let forwarding = configuration.forwardProxy != nil
        let cassettes = loaded.map(\.cassette)
        let drainTimeout = drain.drainTimeout
        try await lifecycle.run(
            SocketService(
                replay, drainDeadline: drain.deadline,
                onReady: { url in
                    printNow("Replaying \(count) interaction(s) from \(cassetteCount) cassette(s) at \(url)")
                    if forwarding {
                        printNow(
                            "Forward proxy: set the client's HTTP(S) proxy to \(url); serving "
                                + replay.recordedHosts.sorted().joined(separator: ", ") + " offline.")
                    } else if let example = ReplayExample.curl(for: cassettes, at: url) {
                        printNow("Try: \(example)")
                    }
                    printNow("Press Ctrl-C to stop.")
                },
                onAbandoned: { printError("Requests still in flight after \(drainTimeout) s were dropped.") }))
        if strict, let report = replay.strictReport {
            printError(report)
            throw ExitCode(1)
        }
    }
}
