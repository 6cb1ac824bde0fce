import Cassettes
import Foundation
import HTTPMessageRules
import LocalTLS
import NIOCore
import NIOHTTP1
import PlatformLimits
import SocketServers
import StandardStreams
import Synchronization
import TemporaryFolders

/// Serves recorded cassettes to any HTTP client, with no network and no upstream.
///
/// Requests match recorded interactions under ``MatchRules``; identical requests replay in recorded order. A request
/// that matches nothing gets status ``missStatus`` and a JSON body naming the closest interactions with a
/// field-by-field diff, which also goes to `onMiss` (the console, by default).
public final class ReplayServer: SocketServer {
    /// The status a miss answers with, which no instance sends.
    public static let missStatus = MissReport.status

    /// How the server listens and answers.
    public struct Configuration: Sendable {
        public var host = "127.0.0.1"
        public var port = 0
        public var matchRules = MatchRules()
        public var repeatPolicy = ReplaySession.RepeatPolicy.repeatLast
        public var latency = ReplayLatency.none
        /// Rewrite the recorded upstream's URLs in links to this server's own.
        public var rewriteLinks = true
        /// Request bodies larger than this get 413.
        public var maximumBodySize = RequestFraming.defaultBodyLimit
        /// The identity a TLS listener presents; nil listens in plain HTTP.
        public var tls: ServerIdentity?
        /// Failures of the platform put in the way of requests before they are matched: hibernation, semaphore
        /// exhaustion, cancelled transactions, token expiry, and node changes (new session cookies on the answer).
        public var faults: [PlatformFault] = []
        /// Forward-proxy mode: clients set the server as their HTTP(S) proxy and address the instance by its own
        /// URL, and requests match interactions recorded from that origin. Every host the cassettes hold is
        /// intercepted. nil is reverse mode, where clients use the server's own address.
        public var forwardProxy: ForwardProxy?

        public init() {}
    }

    public let configuration: Configuration
    let session: Mutex<ReplaySession>
    /// `scheme://host[:port]` of the first cassette's upstream, which recorded links name.
    let upstreamOrigin: String?
    /// Each served interaction's response as sent to one origin, built once: links rewritten, headers converted.
    let responses = Mutex<[ResponseKey: CachedResponse]>([:])

    /// Which interaction's response, as sent to which origin.
    struct ResponseKey: Hashable {
        let cassette: String
        let index: Int
        let own: String
        let forward: Bool
    }
    let onMiss: @Sendable (MissReport) -> Void
    /// Which request meets which fault, and the bearer tokens a token-expiry fault has ended.
    let faultSchedule: FaultSchedule
    let expiredTokens = Mutex<Set<String>>([])
    /// The server's own folder for large request bodies while they arrive, removed with the server.
    private let spoolFolder = TemporaryFolder(prefix: "nowtape-replay-")

    /// Where large request bodies are spooled to be matched by their hash, then let go of.
    var spooledBodies: BodyFiles { BodyFiles(cassetteURL: spoolFolder.url.appendingPathComponent("requests")) }

    /// A server over the cassettes, in order. `onMiss` receives every miss as it happens.
    public init(
        cassettes: [(name: String, cassette: Cassette)], configuration: Configuration = Configuration(),
        onMiss: @escaping @Sendable (MissReport) -> Void = { report in
            StandardStream.error.writeLine(report.text)
        }
    ) {
        self.configuration = configuration
        self.session = Mutex(
            ReplaySession(
                cassettes: cassettes, matcher: RequestMatcher(rules: configuration.matchRules),
                repeatPolicy: configuration.repeatPolicy))
        self.upstreamOrigin = cassettes.lazy.compactMap(\.cassette.upstream).first.flatMap(LinkRewriter.origin(of:))
        self.onMiss = onMiss
        self.faultSchedule = FaultSchedule(faults: configuration.faults)
    }

    /// Serves until the task is cancelled.
    public func run(onReady: @escaping @Sendable (String) async -> Void = { _ in }) async throws {
        let forward = configuration.forwardProxy.map { forward in
            var rules = forward.rules
            rules.interceptedHosts.formUnion(recordedHosts)
            return ReplayDestinations(server: self, forward: ForwardProxy(rules: rules, authority: forward.authority))
        }
        try await Listener.run(
            host: configuration.host, port: configuration.port, tls: configuration.tls?.context, forward: forward,
            handler: { scheme in
                ReplayConnectionHandler(scheme: scheme, spool: self.spooledBodies) { target, origin in
                    ReplayConnectionHandler.Route(server: self, target: target, own: origin)
                }
            }, onReady: onReady)
    }

    public var serverName: String { "The replay server" }

    public var listenAddress: (host: String, port: Int) { (configuration.host, configuration.port) }

    /// The hosts the cassettes' interactions were recorded from, lowercased.
    public var recordedHosts: Set<String> {
        let entries = session.withLock { $0.entries }
        return Set(entries.compactMap { URLComponents(string: $0.interaction.request.origin)?.host?.lowercased() })
    }

    /// Every miss so far.
    public var misses: [MissReport] { session.withLock { $0.misses } }

    /// Interactions never served.
    public var unplayed: [ReplaySession.Entry] { session.withLock { $0.unplayed } }

    /// What `--strict` reports at shutdown: nil when every request matched and every interaction was played.
    public var strictReport: String? {
        let misses = self.misses
        let unplayed = self.unplayed
        guard !misses.isEmpty || !unplayed.isEmpty else { return nil }
        var lines: [String] = []
        if !misses.isEmpty { lines.append("\(misses.count) request(s) matched no interaction:") }
        for miss in misses { lines.append("  \(miss.request.method) \(miss.request.target)") }
        if !unplayed.isEmpty { lines.append("\(unplayed.count) interaction(s) were never played:") }
        for entry in unplayed {
            lines.append("  \(entry.label) \(entry.interaction.request.method) \(entry.interaction.request.target)")
        }
        return lines.joined(separator: "\n")
    }
}

/// What a replay has for one request.
enum ReplayAnswer {
    /// A reply made here: a miss, or an error.
    case reply(ProxyReply)
    /// A recorded response, to send after `delay`.
    case recorded(CachedResponse, delay: Duration?)
}

extension ReplayServer {
    /// The response of `entry` for clients reaching the server at `own`, built once.
    private func cachedResponse(for entry: ReplaySession.Entry, own: String, forward: Bool = false) -> CachedResponse {
        let key = ResponseKey(cassette: entry.cassette, index: entry.index, own: own, forward: forward)
        if let cached = responses.withLock({ $0[key] }) { return cached }
        let view =
            forward
            ? ClientView.instanceOrigin
            : ClientView(upstream: upstreamOrigin, own: own, rewritingLinks: configuration.rewriteLinks)
        let built = CachedResponse(entry.interaction.response, view: view)
        responses.withLock { $0[key] = built }
        return built
    }

    /// Answers a request sent to `origin` for `target`, with recorded links rewritten to `own`, the base URL the
    /// client reached this server's cassettes at. A miss goes to `onMiss` as well.
    ///
    /// A request met before is answered from the interactions it matched then, without being parsed or compared:
    /// `headerValues` gives the values of the few headers the rules read, and `headers` makes the whole list only
    /// for a request met for the first time.
    func answer(
        method: String, target: String, origin: String, own: String, forward: Bool = false,
        headerValues: (String) -> [String], headers: () -> HTTPFields, body: Data
    ) -> ReplayAnswer {
        let fault = configuration.faults.isEmpty ? nil : faultOutcome(headers: headers)
        if case .reply(let reply)? = fault { return .reply(reply) }
        let answer = matched(
            method: method, target: target, origin: origin, own: own, forward: forward, headerValues: headerValues,
            headers: headers, body: body)
        guard case .newSession? = fault, case .recorded(let cached, let delay) = answer else { return answer }
        return .recorded(cached.withNewSession(), delay: delay)
    }

    /// The recorded answer `request` matches, or a miss.
    private func matched(
        method: String, target: String, origin: String, own: String, forward: Bool,
        headerValues: (String) -> [String], headers: () -> HTTPFields, body: Data
    ) -> ReplayAnswer {
        let fingerprint = RequestFingerprint(
            method: method, origin: origin, target: target, matchingOrigin: forward,
            rules: configuration.matchRules, body: body, headerValues: headerValues)
        if let fingerprint, let outcome = session.withLock({ $0.next(remembered: fingerprint) }) {
            return answer(outcome, own: own, forward: forward)
        }
        let request = PreparedRequest(
            RecordedRequest(method: method, url: origin + target, headers: headers(), body: body),
            matchingOrigin: forward)
        return answer(session.withLock { $0.next(for: request, remembering: fingerprint) }, own: own, forward: forward)
    }

    private func answer(_ outcome: ReplaySession.Outcome, own: String, forward: Bool) -> ReplayAnswer {
        switch outcome {
        case .miss(let report):
            onMiss(report)
            return .reply(ProxyReply.miss(report))
        case .hit(let entry):
            let cached = cachedResponse(for: entry, own: own, forward: forward)
            return .recorded(cached, delay: configuration.latency.delay(recorded: entry.interaction.duration))
        }
    }
}

/// A recorded response ready to send: status, converted headers and body bytes. A large body stays where the
/// cassette's body file maps it and is sent in pieces, so it is never copied whole into memory.
struct CachedResponse: Sendable {
    let status: HTTPResponseStatus
    /// The headers, with the length set from the body.
    var headers: HTTPHeaders
    /// A body of at most ``pieceSize`` bytes, ready to write.
    let small: ByteBuffer?
    /// A larger body, written ``pieceSize`` bytes at a time.
    let large: Data

    /// Bodies over this many bytes are sent in pieces of this size.
    static let pieceSize = 256 * 1024

    init(_ response: RecordedResponse, view: ClientView) {
        let (fields, bytes) = view.recorded(response)
        status = HTTPResponseStatus(statusCode: response.status)
        var headers = fields.nioHeaders(checked: true)
        headers.replaceOrAdd(name: "Content-Length", value: String(bytes.count))
        self.headers = headers
        small = bytes.count > Self.pieceSize ? nil : ByteBuffer(bytes: bytes)
        large = bytes.count > Self.pieceSize ? bytes : Data()
    }
}
