/// Session synchronization, as the platform runs it: the requests of one session (its `JSESSIONID` cookie) run one
/// at a time, the rest wait in line, and past the line's length (the platform's `com.glide.request.max_waiters`,
/// 10) a request is ignored: it gets 202 and an empty body, and nothing runs.
public struct SessionSynchronization: Sendable, Hashable {
    /// How many of a session's transactions run at once: 1 on the platform (2 for REST since Yokohama).
    public var concurrentTransactions: Int
    /// How many of a session's requests may wait; one more is ignored.
    public var maximumWaiters: Int

    /// The platform's defaults: one at a time, 10 waiting.
    public init(concurrentTransactions: Int = 1, maximumWaiters: Int = 10) {
        self.concurrentTransactions = max(1, concurrentTransactions)
        self.maximumWaiters = max(0, maximumWaiters)
    }
}
