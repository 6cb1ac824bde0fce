import NowQuery
import Synchronization

/// The embedded instance's clock during a run: it starts at the seed's reference date and moves one second each
/// time it is read, so timestamps are ordered, and a run in the same order gives the same timestamps every time.
final class ScenarioClock: Sendable {
    private let ticks = Atomic<Int>(0)
    private let start: UTCTimestamp

    init(start: UTCTimestamp) {
        self.start = start
    }

    func now() -> UTCTimestamp {
        let tick = ticks.add(1, ordering: .relaxed).oldValue
        return start.adding(seconds: tick)
    }
}
