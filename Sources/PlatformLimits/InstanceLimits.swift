/// The ways the embedded instance refuses work, as a real instance does: inbound REST rate limits, session
/// synchronization and transaction quotas, and the platform's faults (hibernation, semaphores, token expiry, node
/// changes). All are off by default; `instance serve` flags, ``InstanceConfiguration`` and a scenario's `limits`
/// (or `.fault(…)`) switch them on.
public struct InstanceLimits: Sendable, Hashable {
    /// Inbound REST rate limit rules; a request over its rule's limit gets 429 with `Retry-After`.
    public var rateLimits: [RateLimitRule]
    /// The rate limits' counting window in seconds: an hour, as on the platform; shorter lets a suite see a limit
    /// lift.
    public var rateLimitWindow: Int
    /// One transaction at a time per session, and how many may wait; nil runs a session's requests side by side.
    public var sessionSynchronization: SessionSynchronization?
    /// How long a REST transaction may run before it is cancelled; none by default.
    public var transactionQuotas: [TransactionQuotaRule]
    /// Failures of the platform put in the way of REST requests on purpose; none by default.
    public var faults: [PlatformFault]

    /// Limits with nothing switched on unless given.
    public init(
        rateLimits: [RateLimitRule] = [], rateLimitWindow: Int = 3_600,
        sessionSynchronization: SessionSynchronization? = nil, transactionQuotas: [TransactionQuotaRule] = [],
        faults: [PlatformFault] = []
    ) {
        self.rateLimits = rateLimits
        self.rateLimitWindow = max(1, rateLimitWindow)
        self.sessionSynchronization = sessionSynchronization
        self.transactionQuotas = transactionQuotas
        self.faults = faults
    }

    /// No limit at all: the default.
    public static let none = InstanceLimits()

    /// Whether any limit is switched on.
    public var isEmpty: Bool {
        rateLimits.isEmpty && sessionSynchronization == nil && transactionQuotas.isEmpty && faults.isEmpty
    }
}
