import NowQuery
import Synchronization

/// The embedded instance's clock during a run: it starts at the seed's reference date and moves one second each
/// time it is read, so timestamps are ordered, and a run in the same order gives the same timestamps every time. A
/// scenario's waits move it on at once.
final class ScenarioClock: Sendable {
    private let ticks = Atomic<Int>(0)
    private let start: UTCTimestamp

    init(start: UTCTimestamp) {
        self.start = start
    }

    /// Moves the clock on by `seconds`: how a scenario waits on the embedded instance without sleeping.
    func advance(seconds: Int) {
        ticks.add(max(0, seconds), ordering: .relaxed)
    }

    func now() -> UTCTimestamp {
        let tick = ticks.add(1, ordering: .relaxed).oldValue
        return start.adding(seconds: tick)
    }
}
