import Synchronization

/// A flag one task sets, once, and others read: that writers have stopped, or that a task had to wait.
public final class SetOnceFlag: Sendable {
    private let value = Atomic<Bool>(false)

    public init() {}

    /// Sets the flag.
    public func set() { value.store(true, ordering: .releasing) }

    /// Whether the flag has been set.
    public var isSet: Bool { value.load(ordering: .acquiring) }
}
