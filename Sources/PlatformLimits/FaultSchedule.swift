import Synchronization

/// Which request meets which ``PlatformFault``, for the embedded instance and the replay server alike. A fault at
/// rate r meets exactly ⌊n·r⌋ of the first n requests it can meet, spread evenly, so a run is repeatable.
public final class FaultSchedule: Sendable {
    public let faults: [PlatformFault]
    /// How many requests each fault has seen.
    private let seen = Mutex<[PlatformFault.Kind: Int]>([:])

    public init(faults: [PlatformFault]) {
        self.faults = faults
    }

    /// The fault the next request meets, if any; each fault counts the requests `canMeet` says it can meet.
    public func next(canMeet: (PlatformFault.Kind) -> Bool) -> PlatformFault.Kind? {
        seen.withLock { counts in
            var met: PlatformFault.Kind?
            for fault in faults where canMeet(fault.kind) {
                let before = counts[fault.kind, default: 0]
                counts[fault.kind] = before + 1
                let due =
                    (Double(before + 1) * fault.rate).rounded(.down) > (Double(before) * fault.rate).rounded(.down)
                if due, met == nil { met = fault.kind }
            }
            return met
        }
    }
}
