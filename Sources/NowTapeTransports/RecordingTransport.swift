import Cassettes
import Foundation
import NowClient

/// Sends each request upstream and keeps the exchange, redacted before anything is written: through a
/// ``CassetteRecording`` into the crash-safe journal beside its cassette, or in memory only.
public actor RecordingTransport: NowTransport {
    /// Where the exchanges go: a cassette recorded under its policy, or memory only, redacted.
    private enum Destination {
        case cassette(CassetteRecording)
        case memory(Redactor)
    }

    private let upstream: any NowTransport
    private var destination: Destination
    /// The cassette being recorded and its policy; nil when the exchanges are kept in memory only.
    private var recording: CassetteRecording? {
        guard case .cassette(let recording) = destination else { return nil }
        return recording
    }
    /// The interactions recorded so far, redacted.
    public private(set) var interactions: [Interaction] = []
    private var journalFailure: String?

    /// A recording through `upstream` into the cassette `recording` opened, each interaction journaled as it
    /// finishes.
    public init(upstream: any NowTransport, recording: CassetteRecording) {
        self.upstream = upstream
        self.destination = .cassette(recording)
    }

    /// A recording through `upstream` kept in memory only, redacted by `redaction`.
    public init(upstream: any NowTransport, redaction: RedactionRules) {
        self.upstream = upstream
        self.destination = .memory(Redactor(rules: redaction))
    }

    public func send(_ request: NowHTTPRequest) async throws(NowClientError) -> NowHTTPResponse {
        if let answer = recorded(request) { return answer }
        let started = Date()
        let response = try await upstream.send(request)
        let interaction = Interaction(
            request: MessageConversion.recorded(request), response: MessageConversion.recorded(response),
            recordedAt: started, duration: Date().timeIntervalSince(started))
        let recording: CassetteRecording
        switch destination {
        case .cassette(let cassette):
            recording = cassette
        case .memory(var redactor):
            interactions.append(redactor.redact(interaction))
            destination = .memory(redactor)
            return response
        }
        let redacted = recording.redacted(interaction)
        interactions.append(redacted)
        if journalFailure == nil {
            do {
                try recording.journal.append(redacted)
            } catch {
                journalFailure = "\(error)"
            }
        }
        return response
    }

    /// The cassette's answer when the recording's mode replays what it holds (`once` and `new`): the recorded
    /// response, or the miss report when nothing new may be recorded; nil when the request goes upstream.
    private func recorded(_ request: NowHTTPRequest) -> NowHTTPResponse? {
        guard let recording, recording.consultsCassette else { return nil }
        switch recording.answer(for: PreparedRequest(MessageConversion.recorded(request))) {
        case .hit(let entry):
            return MessageConversion.response(entry.interaction.response)
        case .miss(let report) where !recording.recordsNewRequests:
            return MessageConversion.response(report)
        case .miss, nil:
            return nil
        }
    }

    /// Why the journal could not be written, if it could not.
    public var problem: String? { journalFailure }

    /// Folds the journal into the cassette as the recording's policy says (see ``CassetteRecording/finish()``). A
    /// recording that sent nothing upstream leaves the cassette as it was.
    public func save() throws {
        guard let recording else { return }
        guard !interactions.isEmpty else { return recording.discard() }
        try recording.finish()
    }

    /// Removes the journal, leaving the cassette as it was.
    public func discard() {
        recording?.discard()
    }
}
