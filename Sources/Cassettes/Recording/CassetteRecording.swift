import Foundation
import Synchronization

/// One cassette being recorded, and the whole policy of how: the mode, how requests match what the cassette already
/// holds, what is redacted, the crash-safe journal, what a repeated request gets, and how old a cassette may be.
///
/// The recording proxy, the in-process `RecordingTransport` and the scenario runner all record through it, so a
/// rule of recording is written once, here. Opening a recording folds in what an interrupted one left (or discards
/// it, as ``Policy/leftoverJournal`` says), loads the cassette, checks its age and opens the journal; each finished
/// interaction is redacted and journalled; ``finish()`` folds the journal into the cassette atomically.
public final class CassetteRecording: Sendable {
    /// How a cassette is recorded.
    public struct Policy: Sendable {
        /// When the upstream is asked and when the cassette answers: `once`, `new`, `record` or `replay`.
        public var mode: NowTapeMode = .once
        /// How requests match the interactions the cassette already holds (modes `once`, `new` and `replay`).
        public var matchRules = MatchRules()
        /// What a request gets from the cassette once every interaction it matches has been played.
        public var repeats: ReplaySession.RepeatPolicy = .miss
        /// What is redacted before an interaction is written, besides the credentials that always are.
        public var redaction = RedactionRules()
        /// A cassette older than this fails instead of replaying stale traffic.
        public var maximumAge: TimeInterval?
        /// Bodies over this many bytes are kept in files beside the cassette rather than inside it.
        public var bodyFileThreshold = BodyFiles.defaultThreshold
        /// Whether each interaction is flushed to disk before its response completes, so it survives a power loss.
        /// Without it, each is handed to the operating system first, which survives the recorder crashing or being
        /// killed.
        public var syncJournal = false
        /// The origin the cassette names instead of the upstream's, such as the placeholder origin for a local
        /// instance on a port picked at random; nil keeps the upstream's.
        public var recordedOrigin: String?
        /// What happens to a journal an interrupted recording of the same cassette left.
        public var leftoverJournal: LeftoverJournal = .recover
        /// The release the upstream runs, when known before the recording starts (the embedded instance's, or one
        /// the user states); one read from the instance later goes to ``CassetteRecording/noteRelease(_:)``.
        public var release: CassetteRelease?

        /// Mode `once`, requests matched by method, path, query and JSON body, credentials redacted.
        public init() {}
    }

    /// What happens to a journal an interrupted recording left.
    public enum LeftoverJournal: Sendable {
        /// Its finished interactions are folded into the cassette first: nothing recorded is lost.
        case recover
        /// It is removed: this recording makes the cassette again from the start.
        case discard
    }

    /// The cassette file.
    public let cassettePath: String
    /// The policy the recording follows.
    public let policy: Policy
    /// The upstream's origin, `scheme://host[:port]`.
    public let upstreamOrigin: String
    /// What an interrupted earlier recording left, folded in when the policy recovers it.
    public let recovery: CassetteJournal.Recovery?
    /// The crash-safe journal beside the cassette.
    public let journal: CassetteJournal
    private let existing: Cassette
    private let cassetteExisted: Bool
    private let replay: Mutex<ReplaySession>
    private let redactor: Mutex<Redactor>
    /// The release read from the instance during the recording, which wins over the policy's.
    private let readRelease = Mutex<CassetteRelease?>(nil)

    /// Opens the recording of the cassette at `cassettePath` from `upstreamOrigin`, as `policy` says.
    public init(cassettePath: String, upstreamOrigin: String, policy: Policy) throws {
        guard NowTapeMode.recordingModes.contains(policy.mode) else { throw RecordingModeError(mode: policy.mode) }
        self.cassettePath = cassettePath
        self.policy = policy
        self.upstreamOrigin = upstreamOrigin
        let leftover = CassetteJournal.journalPath(for: cassettePath)
        switch policy.leftoverJournal {
        case .recover:
            recovery = try CassetteJournal.recover(
                cassette: cassettePath, bodyFileThreshold: policy.bodyFileThreshold)
        case .discard:
            if FileManager.default.fileExists(atPath: leftover) { try FileManager.default.removeItem(atPath: leftover) }
            recovery = nil
        }
        let fileExists = FileManager.default.fileExists(atPath: cassettePath)
        var loaded =
            fileExists
            ? try Self.read(cassettePath, mode: policy.mode) : Cassette(upstream: upstreamOrigin)
        // A cassette without interactions counts as missing, so mode `once` records into it.
        cassetteExisted = fileExists && !loaded.interactions.isEmpty
        if loaded.upstream == nil { loaded.upstream = upstreamOrigin }
        // Adding to a cassette recorded on another release would leave one file claiming two.
        if !policy.mode.replacesCassette, cassetteExisted, let recorded = loaded.release, let stated = policy.release,
            recorded.name != stated.name
        {
            throw CassetteReleaseMismatch(path: cassettePath, expected: stated.name, recorded: recorded)
        }
        try CassetteTooOldError.check(
            path: cassettePath, recordedAt: loaded.recordedAt, maximumAge: policy.maximumAge)
        existing = loaded
        let replayable =
            policy.mode.replaysExisting
            ? [(name: URL(fileURLWithPath: cassettePath).lastPathComponent, cassette: loaded)] : []
        replay = Mutex(
            ReplaySession(
                cassettes: replayable, matcher: RequestMatcher(rules: policy.matchRules),
                repeatPolicy: policy.repeats))
        // Mode record replaces the cassette, so its placeholders start again from 1 and an unchanged session comes out
        // the same; otherwise they continue after the ones already in the file.
        let numbering = policy.mode.replacesCassette ? Cassette() : loaded
        redactor = Mutex(Redactor(rules: policy.redaction, continuing: numbering))
        journal = try CassetteJournal(cassettePath: cassettePath, bodyFileThreshold: policy.bodyFileThreshold)
    }

    /// The cassette at `path`. Mode record replaces it, so one that cannot be read is no obstacle there: recording
    /// again is how it gets mended.
    private static func read(_ path: String, mode: NowTapeMode) throws -> Cassette {
        guard mode.replacesCassette else { return try CassetteFile.read(path) }
        return (try? CassetteFile.read(path)) ?? Cassette()
    }

    /// Whether a request that matches nothing recorded goes to the upstream and is recorded.
    public var recordsNewRequests: Bool { policy.mode.recordsNewRequests(cassetteExists: cassetteExisted) }

    /// Whether a request is looked up in the cassette before it goes upstream: in the modes that replay what the
    /// cassette holds, and when nothing new may be recorded. When not, every request goes upstream, and a caller
    /// need not prepare it for ``answer(for:)``.
    public var consultsCassette: Bool { policy.mode.replaysExisting || !recordsNewRequests }

    /// The cassette's answer for `request`: a recorded interaction, or a miss that is final when nothing new may
    /// be recorded; nil when the request goes to the upstream without asking the cassette.
    public func answer(for request: PreparedRequest) -> ReplaySession.Outcome? {
        guard consultsCassette else { return nil }
        return replay.withLock { $0.next(for: request) }
    }

    /// `interaction` with its secrets redacted, numbered after the ones this recording redacted before.
    public func redacted(_ interaction: Interaction) -> Interaction {
        redactor.withLock { $0.redact(interaction) }
    }

    /// Redacts `interaction` and appends it to the journal; returns what was written.
    @discardableResult
    public func append(_ interaction: Interaction) throws -> Interaction {
        let redacted = redacted(interaction)
        try journal.append(redacted)
        return redacted
    }

    /// Redacts `interaction` and returns once it is on disk in the journal; returns what was written.
    @discardableResult
    public func appendDurably(_ interaction: Interaction) async throws -> Interaction {
        let redacted = redacted(interaction)
        try await journal.appendDurably(redacted)
        return redacted
    }

    /// Records that the upstream reported `release`; the cassette names it when it is written.
    public func noteRelease(_ release: CassetteRelease) {
        readRelease.withLock { $0 = release }
    }

    /// The release the cassette will name: the one read from the instance, else the policy's, else the one the
    /// cassette already names.
    public var release: CassetteRelease? {
        readRelease.withLock { $0 } ?? policy.release ?? existing.release
    }

    /// Folds the journal into the cassette and writes it atomically, once. New interactions are rebased onto
    /// ``Policy/recordedOrigin`` when it is set. In mode `record` the cassette is replaced and names the current
    /// upstream, but an interaction identical to the one recorded at the same place before keeps its old time, so
    /// re-recording an unchanged session changes nothing.
    @discardableResult
    public func finish() throws -> Cassette {
        let origin = policy.recordedOrigin ?? upstreamOrigin
        let replacing = policy.mode.replacesCassette
        // A new recording keeps the headers the old one marked volatile: the mark is the user's, not the session's.
        var base = replacing ? Cassette(upstream: origin, volatileHeaders: existing.volatileHeaders) : existing
        base.release = release
        let earlier = existing.interactions
        return try journal.compact(into: base) { folded in
            var cassette = folded
            let new = cassette.interactions[base.interactions.count...]
            if origin != upstreamOrigin {
                let rebased = Cassette(upstream: upstreamOrigin, interactions: Array(new)).rebased(onto: origin)
                cassette.interactions.replaceSubrange(new.indices, with: rebased.interactions)
            }
            return replacing ? cassette.keepingTimes(of: earlier) : cassette
        }
    }

    /// Removes the journal, leaving the cassette as it was.
    public func discard() {
        try? FileManager.default.removeItem(atPath: journal.journalPath)
    }
}

/// A recording asked for in a mode that makes no cassette: `embedded`, `live` and `diff` send requests without
/// recording them.
public struct RecordingModeError: Error, Sendable, CustomStringConvertible {
    /// The mode asked for.
    public let mode: NowTapeMode

    public var description: String {
        "Mode \(mode) does not record a cassette; record in mode once, new, record or replay"
    }
}
