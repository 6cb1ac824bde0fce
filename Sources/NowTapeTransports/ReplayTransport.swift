import Cassettes
import Foundation
import NowClient

/// Answers from recorded interactions in the same process, in recorded order, as `nowtape replay` does: a request
/// nothing matches gets status 599 with the miss report, and the report goes to `onMiss`.
public actor ReplayTransport: NowTransport {
    /// The status a miss answers with, as the replay server's.
    public static let missStatus = MissReport.status

    private var session: ReplaySession
    private let onMiss: @Sendable (MissReport) -> Void
    /// When this transport last gave other tasks a turn.
    private var lastTurn = ContinuousClock.now
    /// How long a client may be answered from memory before it gives other tasks a turn.
    static let turnInterval = Duration.milliseconds(1)

    /// A transport over `cassette`, labelled `name` in diagnostics.
    public init(
        cassette: Cassette, name: String, rules: MatchRules = MatchRules(),
        repeatPolicy: ReplaySession.RepeatPolicy = .repeatLast,
        onMiss: @escaping @Sendable (MissReport) -> Void
    ) {
        session = ReplaySession(
            cassettes: [(name: name, cassette: cassette)], matcher: RequestMatcher(rules: rules),
            repeatPolicy: repeatPolicy)
        self.onMiss = onMiss
    }

    public func send(_ request: NowHTTPRequest) async throws(NowClientError) -> NowHTTPResponse {
        // An answer from memory never suspends. Giving other tasks a turn now and then, as a network round trip
        // would, keeps a busy client from holding a Swift concurrency thread through a whole run; a turn on every
        // answer cost a replayed step a tenth of its time in thread wake-ups.
        let now = ContinuousClock.now
        if now - lastTurn >= Self.turnInterval {
            lastTurn = now
            await Task.yield()
        }
        switch session.next(for: MessageConversion.recorded(request)) {
        case .hit(let entry):
            return MessageConversion.response(entry.interaction.response)
        case .miss(let report):
            onMiss(report)
            return MessageConversion.response(report)
        }
    }

    /// The interactions never played.
    public var unplayed: [ReplaySession.Entry] { session.unplayed }
}
