import Cassettes
import Foundation
import NowClient

/// Sends each request upstream and keeps the exchange, redacted before anything is written: in the crash-safe
/// journal beside the cassette when there is one, and in memory until the session ends.
public actor RecordingTransport: NowTransport {
    private let upstream: any NowTransport
    private var redactor: Redactor
    private let journal: CassetteJournal?
    /// The interactions recorded so far, redacted.
    public private(set) var interactions: [Interaction] = []
    private var journalFailure: String?

    /// A recording through `upstream`; with a `journalFor` path, each interaction is journaled as it finishes.
    public init(upstream: any NowTransport, redaction: RedactionRules, journalFor cassettePath: String?) throws {
        self.upstream = upstream
        self.redactor = Redactor(rules: redaction)
        if let cassettePath {
            let leftover = CassetteJournal.journalPath(for: cassettePath)
            // A journal left by an interrupted run of this test is replaced: this run records the test again.
            if FileManager.default.fileExists(atPath: leftover) { try FileManager.default.removeItem(atPath: leftover) }
            journal = try CassetteJournal(cassettePath: cassettePath)
        } else {
            journal = nil
        }
    }

    public func send(_ request: NowHTTPRequest) async throws(NowClientError) -> NowHTTPResponse {
        let started = Date()
        let response = try await upstream.send(request)
        let interaction = Interaction(
            request: MessageConversion.recorded(request), response: MessageConversion.recorded(response),
            recordedAt: started, duration: Date().timeIntervalSince(started))
        let redacted = redactor.redact(interaction)
        interactions.append(redacted)
        if let journal, journalFailure == nil {
            do {
                try journal.append(redacted)
            } catch {
                journalFailure = "\(error)"
            }
        }
        return response
    }

    /// Why the journal could not be written, if it could not.
    public var problem: String? { journalFailure }

    /// Writes the recording over the cassette at `path`, atomically, and removes the journal. A recording with no
    /// interactions writes nothing.
    public func save(to path: String, origin: String) throws {
        // A re-recording replaces the cassette, but what came out the same keeps its recorded time.
        let earlier = (try? CassetteFile.read(path))?.interactions ?? []
        if let journal {
            guard !interactions.isEmpty else { return discard() }
            try journal.compact(into: Cassette(upstream: origin)) { $0.keepingTimes(of: earlier) }
        } else if !interactions.isEmpty {
            try CassetteFile.write(
                Cassette(upstream: origin, interactions: interactions).keepingTimes(of: earlier), to: path)
        }
    }

    /// Removes the journal, leaving the cassette as it was.
    public func discard() {
        guard let journal else { return }
        try? FileManager.default.removeItem(atPath: journal.journalPath)
    }
}
