import Cassettes
import Foundation
import HTTPMessageRules
import NowQuery
import Synchronization

/// The clock of an instance `--check` replays reads on: each read runs at the moment its answer was dated, so
/// `javascript:` date macros and rate-limit windows mean what they meant when it was recorded.
public final class RecordedClock: Sendable {
    private let moment: Mutex<UTCTimestamp>

    /// A clock that reads `start` until it is set.
    public init(start: UTCTimestamp = UTCTimestamp(date: .now)) {
        moment = Mutex(start)
    }

    /// The moment set last; reading it does not move it.
    public func now() -> UTCTimestamp { moment.withLock { $0 } }

    /// Sets the clock to when `interaction` was answered: its `Date` header, or else when it was recorded.
    func set(to interaction: Interaction) {
        let answered = Self.moment(of: interaction)
        moment.withLock { $0 = answered }
    }

    /// When `interaction` was answered, by the instance's clock: its `Date` header, or else when it was recorded.
    static func moment(of interaction: Interaction) -> UTCTimestamp {
        UTCTimestamp(date: interaction.response.headers[.date].flatMap(HTTPDate.parse) ?? interaction.recordedAt)
    }
}
