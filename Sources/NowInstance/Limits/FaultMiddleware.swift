import Hummingbird
import Synchronization

/// Puts the configured ``PlatformFault``s in the way of REST requests, before anything else sees them.
struct FaultMiddleware: RouterMiddleware {
    typealias Context = InstanceRequestContext

    let schedule: FaultSchedule

    init(faults: [PlatformFault]) {
        schedule = FaultSchedule(faults: faults)
    }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard request.uri.path.hasPrefix("/api/"), let fault = schedule.next() else {
            return try await next(request, context)
        }
        switch fault {
        case .hibernation: return HibernationAnswer.response()
        }
    }
}

/// Which request meets which fault. A fault at rate r meets exactly ⌊n·r⌋ of the first n requests, spread evenly,
/// so a run is repeatable.
final class FaultSchedule: Sendable {
    let faults: [PlatformFault]
    /// How many requests each fault has seen.
    private let seen = Mutex<[PlatformFault.Kind: Int]>([:])

    init(faults: [PlatformFault]) {
        self.faults = faults
    }

    /// The fault the next request meets, if any; each fault counts every request.
    func next() -> PlatformFault.Kind? {
        seen.withLock { counts in
            var met: PlatformFault.Kind?
            for fault in faults {
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
