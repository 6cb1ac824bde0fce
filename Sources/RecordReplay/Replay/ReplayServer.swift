import Cassettes
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Synchronization

/// Serves recorded cassettes to any HTTP client, with no network and no upstream.
///
/// Requests match recorded interactions under ``MatchRules``; identical requests replay in recorded order. A request
/// that matches nothing gets status ``missStatus`` and a JSON body naming the closest interactions with a
/// field-by-field diff, which also goes to `onMiss` (the console, by default).
public final class ReplayServer: Sendable {
    /// The status a miss answers with, which no instance sends.
    public static let missStatus = 599

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
        public var maximumBodySize = 10 * 1024 * 1024

        public init() {}
    }

    public let configuration: Configuration
    let session: Mutex<ReplaySession>
    let upstream: String?
    /// Each served interaction's response as sent to one origin, built once: links rewritten, headers converted.
    let responses = Mutex<[String: CachedResponse]>([:])
    let onMiss: @Sendable (MissReport) -> Void

    /// A server over the cassettes, in order. `onMiss` receives every miss as it happens.
    public init(
        cassettes: [(name: String, cassette: Cassette)], configuration: Configuration = Configuration(),
        onMiss: @escaping @Sendable (MissReport) -> Void = { report in
            FileHandle.standardError.write(Data((report.text + "\n").utf8))
        }
    ) {
        self.configuration = configuration
        self.session = Mutex(
            ReplaySession(
                cassettes: cassettes, matcher: RequestMatcher(rules: configuration.matchRules),
                repeatPolicy: configuration.repeatPolicy))
        self.upstream = cassettes.lazy.compactMap(\.cassette.upstream).first
        self.onMiss = onMiss
    }

    /// Serves until the task is cancelled.
    public func run(onReady: @escaping @Sendable (String) async -> Void = { _ in }) async throws {
        try await LoopbackServer.run(
            ReplayResponder(server: self), host: configuration.host, port: configuration.port,
            label: "nowtape.replay", onReady: onReady)
    }

    /// Starts serving in the background and returns once listening.
    public func start() async throws -> RunningServer {
        try await LoopbackServer.start(
            ReplayResponder(server: self), host: configuration.host, port: configuration.port, label: "nowtape.replay")
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

/// Answers one request from the cassettes.
struct ReplayResponder: HTTPResponder {
    let server: ReplayServer

    func respond(to request: Request, context: BasicRequestContext) async throws -> Response {
        let origin = MessageConversion.origin(of: request)
        return try await answer(request, target: MessageConversion.target(of: request), origin: origin, own: origin)
    }

    /// Answers `request` as though sent to `origin` for `target`, with recorded links rewritten to `own`, the base
    /// URL the client reached this server's cassettes at.
    func answer(_ request: Request, target: String, origin: String, own: String) async throws -> Response {
        var request = request
        guard let body = await MessageConversion.body(of: &request, limit: server.configuration.maximumBodySize) else {
            return MessageConversion.error(
                413, message: "Request body too large",
                detail: "The body is over \(server.configuration.maximumBodySize) bytes; send a smaller body")
        }
        let recorded = RecordedRequest(
            method: request.method.rawValue, url: origin + target, headers: MessageConversion.headers(of: request),
            body: body)
        let prepared = PreparedRequest(recorded)
        let outcome = server.session.withLock { $0.next(for: prepared) }
        switch outcome {
        case .miss(let report):
            server.onMiss(report)
            var headers = HTTPFields()
            if let name = HTTPField.Name("X-NowTape-Replay") { headers[name] = "miss" }
            return MessageConversion.json(ReplayServer.missStatus, report.json, headers: headers)
        case .hit(let entry):
            let interaction = entry.interaction
            if let delay = server.configuration.latency.delay(recorded: interaction.duration) {
                try await Task.sleep(for: delay)
            }
            let key = entry.label + " " + own
            let cached =
                server.responses.withLock { $0[key] }
                ?? {
                    let built = CachedResponse(interaction.response, rewriter: rewriter(to: own))
                    server.responses.withLock { $0[key] = built }
                    return built
                }()
            return Response(status: cached.status, headers: cached.headers, body: cached.responseBody)
        }
    }

    private func rewriter(to own: String) -> LinkRewriter? {
        server.configuration.rewriteLinks ? LinkRewriter(from: server.upstream, to: own) : nil
    }
}

/// A recorded response ready to send: status, converted headers and body bytes. A large body stays where the
/// cassette's body file maps it and is sent in pieces, so it is never copied whole into memory.
struct CachedResponse: Sendable {
    let status: HTTPResponse.Status
    let headers: HTTPFields
    private let small: ByteBuffer?
    private let large: Data

    /// Bodies over this many bytes are sent in pieces of this size.
    static let pieceSize = 256 * 1024

    init(_ response: RecordedResponse, rewriter: LinkRewriter?) {
        var headers = response.headers
        var bytes = response.body
        if let rewriter {
            headers = rewriter.headers(headers)
            bytes = rewriter.body(bytes, contentType: headers["content-type"])
        }
        let dropped: Set<String> = response.decodedFrom == nil ? [] : ["content-encoding"]
        status = HTTPResponse.Status(code: response.status)
        self.headers = MessageConversion.httpFields(headers, dropping: dropped)
        small = bytes.count > Self.pieceSize ? nil : ByteBuffer(bytes: bytes)
        large = bytes.count > Self.pieceSize ? bytes : Data()
    }

    /// The body to send.
    var responseBody: ResponseBody {
        if let small { return ResponseBody(byteBuffer: small) }
        let bytes = large
        return ResponseBody(contentLength: bytes.count) { writer in
            var start = bytes.startIndex
            while start < bytes.endIndex {
                let end = min(start + Self.pieceSize, bytes.endIndex)
                try await writer.write(ByteBuffer(bytes: bytes[start..<end]))
                start = end
            }
            try await writer.finish(nil)
        }
    }
}
