import PlatformLimits

extension Scenario {
    /// This scenario with one of the platform's faults in its way, on every REST request or on the share `rate`
    /// gives: on the embedded instance (and when recording or diffing against it), the scenario runs on an instance
    /// of its own that serves the fault. A live instance has its own faults, and a replay serves what was recorded.
    ///
    /// ```swift
    /// Scenario("Back off while the semaphores are full") {
    ///     Call("List", .list("incident", FetchConfiguration(limit: 1))).expect(.status(429))
    /// }
    /// .fault(.semaphore)
    /// ```
    public func fault(_ kind: PlatformFault.Kind, rate: Double = 1) -> Scenario {
        var copy = self
        var limits = copy.limits ?? .none
        limits.faults.append(PlatformFault(kind, rate: rate))
        copy.limits = limits
        return copy
    }
}
