/// How long a script may run and how much memory its heap may hold.
public struct ScriptLimits: Sendable, Hashable {
    /// The longest one evaluation may run, in milliseconds.
    public var timeoutMilliseconds: UInt32
    /// The most memory the script's heap may hold, in bytes.
    public var memoryBytes: Int

    /// Creates limits; the defaults are 5 seconds and 64 MiB.
    public init(timeoutMilliseconds: UInt32 = 5_000, memoryBytes: Int = 64 * 1024 * 1024) {
        self.timeoutMilliseconds = timeoutMilliseconds
        self.memoryBytes = memoryBytes
    }
}
