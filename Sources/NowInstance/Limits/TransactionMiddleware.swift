import HTTPTypes
import Hummingbird
import PlatformLimits

/// Runs requests as the platform's transactions run: one session's requests one at a time, with any beyond the
/// waiting line ignored (202, empty), and a REST request past its quota rule's time cancelled with the platform's
/// answer: 500 when it was still waiting for its session, 200 with the error envelope once it had begun.
struct TransactionMiddleware: RouterMiddleware {
    typealias Context = InstanceRequestContext

    let gate: SessionGate?
    let quotas: [TransactionQuotaRule]
    let auth: AuthService

    init(limits: InstanceLimits, auth: AuthService) {
        gate = limits.sessionSynchronization.map(SessionGate.init(rules:))
        quotas = limits.transactionQuotas
        self.auth = auth
    }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        // A Batch API call's requests run inside the batch's transaction, under its session and deadline.
        guard !CurrentTransaction.isRunning else { return try await next(request, context) }
        let quota = RateLimitRule.api(of: request.uri.path, in: PlatformAPIRegistry.descriptors).flatMap {
            TransactionQuotaRule.covering($0, in: quotas)
        }
        let deadline = quota.map { ContinuousClock.now.advanced(by: .milliseconds(Int64($0.seconds * 1_000))) }
        var session: String?
        if let gate, let named = auth.liveSession(cookies: Cookies.parse(request.headers[.cookie])) {
            switch await gate.enter(named, deadline: deadline) {
            case .admitted: session = named
            case .refused: return Response(status: .accepted, headers: [.contentLength: "0"])
            case .expired:
                try Task.checkCancellation()
                return InstanceRouter.response(.error(.transactionCancelled(started: false)))
            }
        }
        defer { if let session { gate?.leave(session) } }
        return try await CurrentTransaction.$isRunning.withValue(true) {
            guard let deadline else { return try await next(request, context) }
            return try await Self.run(request, context: context, until: deadline, next: next)
        }
    }

    /// Runs the rest of the chain with `deadline` as the transaction's, and cancels it when the deadline comes
    /// first. A transaction that ends after its deadline, such as a script stopped by it, is cancelled too.
    private static func run(
        _ request: Request, context: Context, until deadline: ContinuousClock.Instant,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        try await withoutActuallyEscaping(next) { next in
            let chain = UncheckedChain(next: next)
            return try await CurrentTransaction.$deadline.withValue(deadline) {
                try await withThrowingTaskGroup(of: Response?.self) { group in
                    group.addTask { try await chain.next(request, context) }
                    group.addTask {
                        try await Task.sleep(until: deadline, clock: .continuous)
                        return nil
                    }
                    let first = try await group.next() ?? nil
                    group.cancelAll()
                    guard let first, ContinuousClock.now < deadline else {
                        return InstanceRouter.response(.error(.transactionCancelled(started: true)))
                    }
                    return first
                }
            }
        }
    }
}

/// The rest of a middleware chain, handed to a child task that ends before the middleware returns.
private struct UncheckedChain: @unchecked Sendable {
    let next: (Request, InstanceRequestContext) async throws -> Response
}
