import ArgumentParser
import Cassettes
import Foundation
import GlideScript
import HTTPMessageRules
import LocalTLS
import RecordReplay
import Scenarios
import StandardStreams

/// `nowtape record`: a recording reverse proxy in front of one instance.
struct RecordCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record traffic to an instance into a cassette, as a reverse proxy any client can use.",
        discussion: """
            Point the client's base URL at the printed address. Secrets are redacted before anything is written; \
            each finished interaction is on disk at once, and Ctrl-C writes the cassette.
            """)

    @Option(help: "The instance's base URL, such as https://dev12345.service-now.com.")
    var upstream: String

    @Option(help: "The cassette file, such as Cassettes/my-work.json.")
    var cassette: String

    @Option(help: "once: record a new cassette, else replay; new: replay, and record new requests; record: all again.")
    var mode: String = NowTapeMode.once.rawValue

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port = 0

    @Option(help: "The address to bind.")
    var host = "127.0.0.1"

    @Option(help: "Refuse request bodies larger than this many bytes (413).")
    var maxBodySize = RequestFraming.defaultBodyLimit

    @Option(
        help: ArgumentHelp(
            "Keep bodies larger than this many bytes in files beside the cassette (CASSETTE.bodies/), streamed "
                + "there rather than held in memory."))
    var bodyFileThreshold = BodyFiles.defaultThreshold

    @Option(help: "Days a cassette may age; an older one fails when CI is set, and is re-recorded otherwise.")
    var maxAge: Int?

    @Flag(
        help: """
            Flush each interaction to disk before its response completes, so it survives a power loss (slower); \
            without it, each reaches the operating system first, which survives a crash or kill.
            """)
    var syncJournal = false

    @Flag(help: "Print no line per recorded interaction; upstream failures are still printed.")
    var quiet = false

    @OptionGroup var forwardOptions: ForwardOptions

    @Option(
        name: .customLong("map"),
        help: ArgumentHelp(
            "In forward mode, send a host's requests to another base URL while the cassette keeps the real host, "
                + "such as dev12345.service-now.com=https://127.0.0.1:8443; repeat for more.", valueName: "host=url"))
    var mappings: [String] = []

    @Option(
        help: ArgumentHelp(
            "The release the instance runs (\(PlatformRelease.names)), named in the cassette when the recorder cannot "
                + "read it; the instance's build is read, when the client's roles allow, and wins."))
    var release: PlatformRelease?

    @Flag(
        help: """
            Do not read the instance's build (one GET of its build properties in sys_properties, with the first \
            signed-in client's credentials).
            """)
    var noReadRelease = false

    @OptionGroup var tlsOptions: TLSOptions
    @OptionGroup var upstreamTrust: UpstreamTrustOptions
    @OptionGroup var matching: MatchOptions
    @OptionGroup var redaction: RedactionOptions
    @OptionGroup var drain: DrainOption

    func validate() throws {
        try Validation.port(port)
        guard let mode = NowTapeMode(named: mode), NowTapeMode.recordingModes.contains(mode), mode != .replay else {
            throw ValidationError("--mode must be once, new or record; to only replay, use nowtape replay")
        }
        if !mappings.isEmpty, !forwardOptions.forward { throw ValidationError("--map needs --forward") }
        for mapping in mappings where ForwardProxyRules.mapping(mapping) == nil {
            throw ValidationError(
                "--map \(mapping) is not HOST=URL; write, for example, "
                    + "--map dev12345.service-now.com=https://127.0.0.1:8443")
        }
        if forwardOptions.forward, tlsOptions.tls {
            throw ValidationError(
                "--forward listens in plain HTTP (clients still reach the instance over TLS through it); drop --tls")
        }
        guard maxBodySize >= 0 else { throw ValidationError("--max-body-size must be 0 or more") }
        guard bodyFileThreshold >= 0 else { throw ValidationError("--body-file-threshold must be 0 or more") }
    }

    func run() async throws {
        let cassette = self.cassette
        let lifecycle = ServerLifecycle(
            forcedExitNote: "Every finished interaction is in the journal; the next `nowtape record` on "
                + "\(cassette) recovers them.")
        let mode = NowTapeMode(named: mode) ?? .once
        var configuration = RecordingProxy.Configuration(upstream: upstream, cassettePath: cassette)
        configuration.policy.mode = mode
        configuration.port = port
        configuration.host = host
        configuration.maximumBodySize = maxBodySize
        configuration.policy.maximumAge = maxAge.map { TimeInterval($0) * 86_400 }
        configuration.policy.syncJournal = syncJournal
        configuration.policy.bodyFileThreshold = bodyFileThreshold
        configuration.policy.matchRules = try matching.rules()
        configuration.policy.redaction = redaction.rules
        // Lines logged under load are written a few times a second, not once per request.
        let lines = CoalescedLines(stream: .error)
        configuration.log = { lines.log($0) }
        configuration.logsInteractions = !quiet
        configuration.upstreamTrust = upstreamTrust.trust()
        configuration.tls = try tlsOptions.identity(host: host)
        configuration.forwardProxy = try forwardOptions.forwardProxy(
            mappings: Dictionary(mappings.compactMap(ForwardProxyRules.mapping), uniquingKeysWith: { _, last in last }))
        configuration.policy.release = release.map { CassetteRelease(name: $0.rawValue, source: .stated) }
        let releaseReading = ReleaseReading(upstream: upstream, trust: configuration.upstreamTrust)
        if !noReadRelease { configuration.onSignedIn = { releaseReading.start(with: $0) } }
        let proxy: RecordingProxy
        do {
            proxy = try RecordingProxy(configuration: configuration)
        } catch let error as CassetteTooOldError where ProcessInfo.processInfo.environment["CI"] == nil {
            printError("\(error)\nRe-recording it now (mode record), since this is not CI.")
            configuration.policy.mode = .record
            configuration.policy.maximumAge = nil
            proxy = try RecordingProxy(configuration: configuration)
        }
        if let recovery = proxy.recovery {
            printError(
                "Recovered \(recovery.recovered) interaction(s) from an interrupted recording"
                    + (recovery.skippedSummary.map { "; " + $0 } ?? ""))
        }
        let drainTimeout = drain.drainTimeout
        let upstreamOrigin = proxy.upstreamOrigin
        let forward = configuration.forwardProxy
        let modeName = mode.rawValue
        try await lifecycle.run(
            SocketService(
                proxy, drainDeadline: drain.deadline,
                onReady: { url in
                    printNow("Recording \(upstreamOrigin) at \(url) into \(cassette) (mode \(modeName))")
                    if let forward {
                        let hosts = ([upstreamOrigin] + forward.rules.interceptedHosts.sorted()).joined(separator: ", ")
                        printNow("Forward proxy: set the client's HTTP(S) proxy to \(url); intercepting \(hosts).")
                        printNow(
                            "Clients must trust \(forward.authority.folder.certificatePath); press Ctrl-C to finish.")
                    } else {
                        printNow("Point your client's base URL at \(url); press Ctrl-C to finish.")
                    }
                },
                onStopping: {
                    lines.flush()
                    printError(
                        "Stopping: finishing the requests in flight (at most \(drainTimeout) s; Ctrl-C again exits "
                            + "now)")
                },
                onAbandoned: {
                    printError("Requests still in flight after \(drainTimeout) s were dropped; they are not recorded.")
                }))
        lines.flush()
        if !noReadRelease {
            await releaseReading.settle(stated: release, into: proxy.recording)
        } else if release == nil {
            printError("The instance's release was not read (--no-read-release); state it with --release NAME.")
        }
        let written = try proxy.finish()
        if written.interactions.isEmpty {
            printNow("Recorded no interactions; \(cassette) was not written, so the next recording starts afresh.")
        } else {
            printNow("Wrote \(written.interactions.count) interaction(s) to \(cassette)")
        }
    }
}
