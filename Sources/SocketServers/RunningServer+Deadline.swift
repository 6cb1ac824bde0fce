extension RunningServer {
    /// Stops the server, giving the requests in flight at most `deadline` to finish. Returns false when the
    /// deadline passed first: the caller carries on without waiting, and the connections still open close when
    /// the process exits.
    public func stop(within deadline: Duration) async -> Bool {
        // Not a task group: a group waits for every child, and a stop stuck on a half-sent request never returns.
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let outcome = FirstOutcome(continuation)
            Task {
                await stop()
                outcome.resume(true)
            }
            Task {
                try? await Task.sleep(for: deadline)
                outcome.resume(false)
            }
        }
    }

    /// Waits until the server stops by itself, or is stopped, and says how it ended.
    public var ended: Result<Void, any Error> {
        get async { await task.result }
    }
}
