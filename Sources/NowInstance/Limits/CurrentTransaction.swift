import GlideScript

/// What the task running now knows of its transaction: whether it runs inside one (a Batch API call's requests run
/// inside the batch's), and when it must end under its quota rule. Work that can run long, such as a script, reads
/// the deadline to stop in time.
enum CurrentTransaction {
    /// Whether a transaction has been admitted for this task: nested requests do not wait for its session again.
    @TaskLocal static var isRunning = false
    /// The deadline its quota rule set; nil when no rule covers it.
    @TaskLocal static var deadline: ContinuousClock.Instant?

    /// `limits` shortened so that a script started now ends by the current transaction's deadline.
    static func clamp(_ limits: ScriptLimits) -> ScriptLimits {
        guard let deadline else { return limits }
        let remaining = ContinuousClock.now.duration(to: deadline)
        let milliseconds = max(
            1, remaining.components.seconds * 1_000 + remaining.components.attoseconds / 1_000_000_000_000_000)
        var clamped = limits
        clamped.timeoutMilliseconds = UInt32(min(Int64(limits.timeoutMilliseconds), milliseconds))
        return clamped
    }
}
