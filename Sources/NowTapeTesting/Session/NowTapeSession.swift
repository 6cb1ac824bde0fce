import Cassettes
import Foundation
import NowClient
import NowTapeTransports
import PlatformLimits
import Synchronization
import Testing

/// One test's NowTape session: its mode, its cassette, the transport its clients use, and what it reports when the
/// test ends. Every test has its own, so tests run in parallel without sharing anything.
public final class NowTapeSession: Sendable {
    /// The mode the session runs in.
    public let mode: NowTapeMode
    /// The cassette's path; nil in modes `live` and `embedded`.
    public let cassettePath: String?
    /// The base URL the session's clients use: the instance's, or the recorded one when replaying.
    public let baseURL: String
    /// How the session's clients sign in unless told otherwise.
    public let authentication: NowAuthentication
    /// What every client of this session sends its requests through.
    public let transport: any NowTransport
    /// How the test waits: replay does not, the embedded instance's clock moves on at once, and anything else is
    /// waited for.
    let pause: Pause
    private let backing: Backing
    private let settings: NowTapeSettings
    private let sourceLocation: SourceLocation
    private let state = Mutex(State())

    typealias Pause = @Sendable (_ seconds: Double) async throws -> Void

    private enum Backing: Sendable {
        case replay(ReplayTransport, strict: Bool)
        case record(RecordingTransport)
        case diff(RecordingTransport, committed: Cassette)
        case direct
    }

    private struct State {
        var failed = false
        /// Problems found where no test was current (a URLSession's own threads), reported when the session ends.
        var pending: [String] = []
        var stops: [@Sendable () async -> Void] = []
    }

    private init(
        mode: NowTapeMode, cassettePath: String?, baseURL: String, transport: any NowTransport, backing: Backing,
        pause: @escaping Pause, settings: NowTapeSettings, sourceLocation: SourceLocation
    ) {
        self.mode = mode
        self.pause = pause
        self.cassettePath = cassettePath
        self.baseURL = baseURL
        self.authentication = settings.authentication
        self.transport = transport
        self.backing = backing
        self.settings = settings
        self.sourceLocation = sourceLocation
    }

    /// A client of this session, signed in as the settings say or as `authentication`.
    public func client(as authentication: NowAuthentication? = nil) throws -> NowClient {
        do {
            return try NowClient(
                baseURL: baseURL, authentication: authentication ?? self.authentication, transport: transport)
        } catch {
            throw NowTapeTestingError.invalidBaseURL(baseURL)
        }
    }

    /// Opens the session for the cassette at `cassettePath` in the mode the environment and `settings` choose.
    static func open(
        cassettePath: String, settings: NowTapeSettings, environment: [String: String],
        sourceLocation: SourceLocation, limits: InstanceLimits = .none
    ) async throws -> NowTapeSession {
        let mode = try NowTapeMode.resolve(environment: environment, configured: settings.mode)
        let exists = FileManager.default.fileExists(atPath: cassettePath)
        if mode.needsCassette && !exists { throw NowTapeTestingError.missingCassette(path: cassettePath, mode: mode) }
        let replayMiss = ReplayMissReporter()
        func make(
            _ baseURL: String, _ transport: any NowTransport, _ backing: Backing, clock: StartedInstance?
        ) -> NowTapeSession {
            var pause: Pause = { try await Task.sleep(for: .seconds($0)) }
            if case .replay = backing {
                pause = { _ in }
            } else if let advance = clock?.advanceClock {
                pause = { advance($0) }
            }
            let session = NowTapeSession(
                mode: mode, cassettePath: mode == .live || mode == .embedded ? nil : cassettePath, baseURL: baseURL,
                transport: transport, backing: backing, pause: pause, settings: settings,
                sourceLocation: sourceLocation)
            replayMiss.session.withLock { $0 = session }
            return session
        }
        switch mode {
        case .replay,
            .once where exists:
            let cassette = try Self.read(cassettePath)
            let replay = ReplayTransport(
                cassette: cassette, name: (cassettePath as NSString).lastPathComponent, rules: settings.matchRules,
                repeatPolicy: settings.repeatPolicy, onMiss: { replayMiss.report($0) })
            return make(
                cassette.recordedOrigin ?? Cassette.placeholderOrigin, replay,
                .replay(replay, strict: mode == .replay), clock: nil)
        case .record, .once, .new:
            let (upstream, recording) = try await Self.recording(
                settings: settings, environment: environment, mode: mode, limits: limits, journalFor: cassettePath)
            return make(upstream.origin, recording, .record(recording), clock: upstream).stopping(upstream.stop)
        case .diff:
            let committed = try Self.read(cassettePath)
            let (upstream, recording) = try await Self.recording(
                settings: settings, environment: environment, mode: mode, limits: limits, journalFor: nil)
            return make(upstream.origin, recording, .diff(recording, committed: committed), clock: upstream)
                .stopping(upstream.stop)
        case .live:
            let upstream = try await Self.upstream(
                settings: settings, environment: environment, mode: mode, limits: limits)
            return make(upstream.origin, upstream.transport, .direct, clock: upstream).stopping(upstream.stop)
        case .embedded:
            guard let embedded = settings.embedded else { throw NowTapeTestingError.noEmbeddedInstance }
            let started = try await embedded.start(limits: limits)
            return make(started.origin, started.transport, .direct, clock: started).stopping(started.stop)
        }
    }

    private func stopping(_ stop: @escaping @Sendable () async -> Void) -> NowTapeSession {
        state.withLock { $0.stops.append(stop) }
        return self
    }

    private static func read(_ path: String) throws -> Cassette {
        do {
            return try CassetteFile.read(path)
        } catch {
            throw NowTapeTestingError.unreadableCassette(path: path, reason: "\(error)")
        }
    }

    /// The upstream and a recording through it, journaled beside `cassettePath` when there is one.
    private static func recording(
        settings: NowTapeSettings, environment: [String: String], mode: NowTapeMode, limits: InstanceLimits,
        journalFor cassettePath: String?
    ) async throws -> (StartedInstance, RecordingTransport) {
        let upstream = try await Self.upstream(
            settings: settings, environment: environment, mode: mode, limits: limits)
        do {
            guard let cassettePath else {
                return (upstream, RecordingTransport(upstream: upstream.transport, redaction: settings.redaction))
            }
            let recording = try CassetteRecording(
                cassettePath: cassettePath, upstreamOrigin: upstream.origin, policy: settings.recordingPolicy(mode))
            return (upstream, RecordingTransport(upstream: upstream.transport, recording: recording))
        } catch {
            await upstream.stop()
            throw NowTapeTestingError.cassetteNotWritten(path: cassettePath ?? "", reason: "\(error)")
        }
    }

    /// The instance upstream modes send to: `NOWTAPE_INSTANCE`, then the settings' URL, then the embedded instance.
    private static func upstream(
        settings: NowTapeSettings, environment: [String: String], mode: NowTapeMode, limits: InstanceLimits
    ) async throws -> StartedInstance {
        if let url = environment["NOWTAPE_INSTANCE"].flatMap({ $0.isEmpty ? nil : $0 }) ?? settings.instance {
            var origin = url
            while origin.hasSuffix("/") { origin.removeLast() }
            guard let parsed = URL(string: origin), ["http", "https"].contains(parsed.scheme?.lowercased() ?? ""),
                parsed.host != nil
            else { throw NowTapeTestingError.invalidBaseURL(url) }
            return StartedInstance(origin: origin, transport: HTTPClientTransport(), stop: {})
        }
        guard let embedded = settings.embedded else { throw NowTapeTestingError.noUpstream(mode: mode) }
        return try await embedded.start(limits: limits)
    }

    /// Marks the session failed: its recording is not saved.
    func markFailed() {
        state.withLock { $0.failed = true }
    }

    /// Fails the current test with `message`, or, on a thread no test runs on, when the session ends.
    func fail(_ message: String) {
        let inTest = Test.current != nil
        state.withLock { state in
            state.failed = true
            if !inTest { state.pending.append(message) }
        }
        if inTest { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
    }

    /// Ends the session: reports what was left unplayed or drifted, saves a recording when the test passed and
    /// leaves the cassette untouched when it failed, and stops any instance the session started.
    func finish(testFailed: Bool) async {
        let (pending, failedAlready, stops) = state.withLock { state in
            let taken = (state.pending, state.failed, state.stops)
            state.pending = []
            state.stops = []
            return taken
        }
        for message in pending { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
        let failed = testFailed || failedAlready
        switch backing {
        case .replay(let replay, let strict):
            let unplayed = await replay.unplayed
            if !unplayed.isEmpty && !failed {
                let lines = unplayed.map {
                    "  \($0.label) \($0.interaction.request.method) \($0.interaction.request.target)"
                }
                let message =
                    "The test never played \(unplayed.count) recorded interaction(s) of \(cassettePath ?? ""):\n"
                    + lines.joined(separator: "\n")
                    + "\nRecord the cassette again with NOWTAPE_MODE=record if the test no longer makes them."
                Issue.record(
                    Comment(rawValue: message), severity: strict ? .error : .warning, sourceLocation: sourceLocation)
            }
        case .record(let recording):
            await finishRecording(recording, failed: failed)
        case .diff(let recording, let committed):
            if !failed { await compare(recording, with: committed) }
        case .direct:
            break
        }
        for stop in stops { await stop() }
    }

    private func finishRecording(_ recording: RecordingTransport, failed: Bool) async {
        guard let cassettePath else { return }
        if let problem = await recording.problem {
            Issue.record(
                Comment(rawValue: "The journal of \(cassettePath) could not be written: \(problem)"),
                sourceLocation: sourceLocation)
        }
        guard !failed else {
            await recording.discard()
            Issue.record(
                Comment(rawValue: "The test failed, so \(cassettePath) was left as it was; nothing was recorded."),
                severity: .warning, sourceLocation: sourceLocation)
            return
        }
        do {
            try await recording.save()
        } catch {
            Issue.record(
                Comment(
                    rawValue: NowTapeTestingError.cassetteNotWritten(path: cassettePath, reason: "\(error)")
                        .description), sourceLocation: sourceLocation)
        }
    }

    private func compare(_ recording: RecordingTransport, with committed: Cassette) async {
        let current = Cassette(upstream: baseURL, interactions: await recording.interactions)
        let changes = CassetteDiff(ignoredFields: settings.volatileFields, ignoredHeaders: ["Content-Length", "Date"])
            .changes(from: committed.rebased(onto: baseURL), to: current)
        guard !changes.isEmpty else { return }
        let lines = changes.map { "  \($0)" }
        Issue.record(
            Comment(
                rawValue: "The instance's answers drifted from \(cassettePath ?? "the cassette"):\n"
                    + lines.joined(separator: "\n")
                    + "\nIf the change is expected, record the cassette again with NOWTAPE_MODE=record."),
            sourceLocation: sourceLocation)
    }
}

/// Hands replay misses to the session once it exists.
private final class ReplayMissReporter: Sendable {
    let session = Mutex<NowTapeSession?>(nil)

    func report(_ miss: MissReport) {
        let session = self.session.withLock { $0 }
        session?.fail(
            "NowTape replay found no recorded interaction for this request.\n\(miss.text)\n"
                + "Record the cassette again with NOWTAPE_MODE=record if the test's requests changed.")
    }
}
