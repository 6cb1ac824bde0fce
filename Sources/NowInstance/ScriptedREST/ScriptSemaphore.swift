/// How many scripted REST scripts may run at once and wait in line, as the platform's semaphore pools limit
/// transactions: a request beyond both is refused with 429 at once instead of queueing without end.
public struct ScriptSemaphore: Sendable, Hashable {
    /// Scripts that run at the same time, each on a thread of the scripts' own pool.
    public var concurrency: Int
    /// Requests that may wait for a free thread; one more is refused with 429 Too Many Requests.
    public var queueDepth: Int

    /// Creates the limits; the defaults run 4 scripts at once with 50 waiting, the size of a small API_INT pool.
    public init(concurrency: Int = 4, queueDepth: Int = 50) {
        self.concurrency = max(1, concurrency)
        self.queueDepth = max(0, queueDepth)
    }
}
