import Cassettes
import Foundation
import HTTPMessageRules
import LocalTLS
import NIOCore
import NIOSSL
import SocketServers
import Synchronization

/// A reverse proxy that records: every client points its base URL at it, it forwards only to its configured
/// upstream, and each finished interaction is redacted and journalled before the response completes.
///
/// ``finish()`` folds the journal into the cassette atomically. After a crash, the next proxy on the same cassette
/// recovers every finished interaction first.
public final class RecordingProxy: SocketServer {
    /// How the proxy records.
    public struct Configuration: Sendable {
        /// The instance's base URL, such as `https://dev12345.service-now.com`.
        public var upstream: String
        /// The cassette file.
        public var cassettePath: String
        public var host = "127.0.0.1"
        public var port = 0
        /// How the cassette is recorded: the mode, matching, redaction, the journal and expiry.
        public var policy = CassetteRecording.Policy()
        /// Request bodies larger than this get 413.
        public var maximumBodySize = RequestFraming.defaultBodyLimit
        /// How long to wait for the upstream.
        public var upstreamTimeout: TimeAmount = .seconds(120)
        /// How an `https` upstream's certificate is checked.
        public var upstreamTrust = UpstreamTrust()
        /// The identity a TLS listener presents; nil listens in plain HTTP.
        public var tls: ServerIdentity?
        /// Forward-proxy mode: clients set the proxy as their HTTP(S) proxy and address the instance by its own URL.
        /// The upstream's host is always intercepted. nil is reverse-proxy mode.
        public var forwardProxy: ForwardProxy?
        /// Where the proxy reports each recorded interaction (method, path, status, milliseconds) and every
        /// upstream failure, a line each; nil reports nothing.
        public var log: (@Sendable (String) -> Void)?
        /// Whether each recorded interaction gets a line in `log`; failures always do.
        public var logsInteractions = true
        /// Called once, with the `Authorization` and `Cookie` headers of the first request the upstream answered
        /// with a 2xx, before they are redacted: the recorder uses them to read the instance's build. Nothing keeps
        /// them.
        public var onSignedIn: (@Sendable (HTTPFields) -> Void)?

        public init(upstream: String, cassettePath: String) {
            self.upstream = upstream
            self.cassettePath = cassettePath
        }
    }

    public let configuration: Configuration
    /// The upstream's origin, `scheme://host[:port]`.
    public let upstreamOrigin: String
    /// The cassette being recorded, and the policy the recording follows.
    public let recording: CassetteRecording
    /// What a crashed earlier recording left, folded in at start.
    public var recovery: CassetteJournal.Recovery? { recording.recovery }
    /// Interactions finished together, written to the journal together.
    private let batches: JournalBatches
    /// Whether ``Configuration/onSignedIn`` has been called.
    private let signedInSeen = Atomic<Bool>(false)
    /// Where requests go: the upstream's host and port, over TLS when it is `https`.
    let endpoint: UpstreamEndpoint
    /// The client TLS context for HTTPS upstreams, the configured one and any the forward proxy reaches.
    let upstreamTLS: NIOSSLContext

    /// Prepares a recording: checks the upstream and its trust, recovers a journal left by a crash, loads the
    /// cassette, checks its age and opens the journal.
    public init(configuration: Configuration) throws {
        guard let origin = LinkRewriter.origin(of: configuration.upstream),
            let scheme = URLComponents(string: origin)?.scheme?.lowercased(), ["http", "https"].contains(scheme)
        else { throw ProxyConfigurationError.invalidUpstream(configuration.upstream) }
        let tls = try NIOSSLContext(configuration: try configuration.upstreamTrust.clientConfiguration())
        var configuration = configuration
        if var forward = configuration.forwardProxy, let host = URLComponents(string: origin)?.host {
            forward.rules.interceptedHosts.insert(host.lowercased())
            configuration.forwardProxy = forward
        }
        guard let endpoint = Self.endpoint(forOrigin: origin, rules: configuration.forwardProxy?.rules, tls: tls)
        else { throw ProxyConfigurationError.invalidUpstream(configuration.upstream) }
        for (host, url) in configuration.forwardProxy?.rules.mappings ?? [:]
        where LinkRewriter.origin(of: url).flatMap({ UpstreamEndpoint(origin: $0, tls: tls) }) == nil {
            throw ProxyConfigurationError.invalidMapping(host: host, url: url)
        }
        self.configuration = configuration
        self.upstreamOrigin = origin
        self.endpoint = endpoint
        upstreamTLS = tls
        recording = try CassetteRecording(
            cassettePath: configuration.cassettePath, upstreamOrigin: origin, policy: configuration.policy)
        batches = JournalBatches(journal: recording.journal)
    }

    /// Serves until the task is cancelled.
    public func run(onReady: @escaping @Sendable (String) async -> Void = { _ in }) async throws {
        try await RecordingListener.run(self, upstream: endpoint, onReady: onReady)
    }

    /// Where requests for `origin` go through the forward proxy: its `--map` target, or the origin itself.
    func endpoint(forOrigin origin: String) -> UpstreamEndpoint {
        Self.endpoint(forOrigin: origin, rules: configuration.forwardProxy?.rules, tls: upstreamTLS) ?? endpoint
    }

    /// The endpoint for `origin` under `rules`' mappings; nil when the target is not an http(s) origin.
    private static func endpoint(forOrigin origin: String, rules: ForwardProxyRules?, tls: NIOSSLContext)
        -> UpstreamEndpoint?
    {
        let host = URLComponents(string: origin)?.host ?? ""
        let target = rules?.mapping(for: host).flatMap(LinkRewriter.origin(of:)) ?? origin
        return UpstreamEndpoint(origin: target, tls: tls)
    }

    public var serverName: String { "The recording proxy" }

    public var listenAddress: (host: String, port: Int) { (configuration.host, configuration.port) }

    /// A place to keep a response body as it streams through.
    func bodySpool() -> BodySpool { BodySpool(bodies: recording.journal.bodies) }

    /// The cassette's body files, where large request bodies are spooled as they arrive.
    var bodyFiles: BodyFiles { recording.journal.bodies }

    /// Redacts a finished interaction and hands it to the journal with the others `eventLoop` finishes in the same
    /// turn (call from that loop); `then` runs once it is written.
    func record(
        _ interaction: Interaction, on eventLoop: any EventLoop, then: @escaping (Result<Void, any Error>) -> Void
    ) {
        noteSignedIn(interaction)
        let redacted = recording.redacted(interaction)
        let line: [UInt8]
        do {
            line = try recording.journal.line(for: redacted)
        } catch {
            return then(.failure(error))
        }
        batches.append(line, on: eventLoop, then: then)
        logRecorded(redacted)
    }

    /// Redacts a finished interaction and returns once it is on disk in the journal.
    func recordDurably(_ interaction: Interaction) async throws {
        noteSignedIn(interaction)
        logRecorded(try await recording.appendDurably(interaction))
    }

    /// Hands the credentials of the first signed-in exchange to ``Configuration/onSignedIn``, once.
    private func noteSignedIn(_ interaction: Interaction) {
        guard let onSignedIn = configuration.onSignedIn, (200..<300).contains(interaction.response.status) else {
            return
        }
        var credentials = HTTPFields()
        for field in interaction.request.headers where field.name == .authorization || field.name == .cookie {
            credentials.append(field)
        }
        guard !credentials.isEmpty, !signedInSeen.exchange(true, ordering: .relaxed) else { return }
        onSignedIn(credentials)
    }

    /// `GET /api/now/table/incident?sysparm_limit=1 → 200 (12.5 ms)`, of the redacted interaction.
    private func logRecorded(_ interaction: Interaction) {
        guard configuration.logsInteractions, let log = configuration.log else { return }
        let milliseconds = (interaction.duration * 10_000).rounded() / 10
        log(
            "\(interaction.request.method) \(interaction.request.target) → \(interaction.response.status) "
                + "(\(milliseconds) ms)")
    }

    /// Reports a request the upstream gave no usable answer to.
    func logFailure(_ failure: UpstreamError, method: String, target: String) {
        guard let log = configuration.log else { return }
        // The request never reached the journal, so its secrets are redacted here, by the same rules.
        var redactor = Redactor(rules: configuration.policy.redaction)
        let shown = redactor.redact(
            Interaction(
                request: RecordedRequest(method: method, url: upstreamOrigin + target),
                response: RecordedResponse(status: 502), recordedAt: Date(), duration: 0))
        log("\(method) \(shown.request.target) failed: \(failure.logLine)")
    }

    /// Folds the journal into the cassette and writes it atomically, once (see ``CassetteRecording/finish()``).
    @discardableResult
    public func finish() throws -> Cassette { try recording.finish() }
}

/// A proxy that cannot start as configured. A struct over a private code, so that new reasons can come without
/// breaking code that catches it.
public struct ProxyConfigurationError: Error, Sendable, CustomStringConvertible {
    private enum Code: Sendable, Hashable {
        case invalidUpstream(String)
        case invalidMapping(host: String, url: String)
    }

    private let code: Code
    private init(_ code: Code) { self.code = code }

    /// The upstream is not an http(s) base URL.
    public static func invalidUpstream(_ text: String) -> Self { Self(.invalidUpstream(text)) }
    /// A `--map HOST=URL` whose URL is not an http(s) base URL.
    public static func invalidMapping(host: String, url: String) -> Self { Self(.invalidMapping(host: host, url: url)) }

    public var description: String {
        switch code {
        case .invalidUpstream(let text):
            return "'\(text)' is not an http(s) base URL; pass --upstream https://INSTANCE.service-now.com"
        case .invalidMapping(let host, let url):
            return "--map \(host)=\(url): '\(url)' is not an http(s) base URL; write, for example, "
                + "--map dev12345.service-now.com=https://127.0.0.1:8443"
        }
    }
}
