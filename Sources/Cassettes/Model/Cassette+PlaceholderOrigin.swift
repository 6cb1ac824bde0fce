extension Cassette {
    /// The origin that recordings of an instance in the same process name, and that recordings of the embedded
    /// instance are rebased onto, so they do not change with its port: `http://instance.nowtape.invalid`. It can
    /// never resolve (`.invalid` is reserved), so nothing replayed from it can reach a network.
    public static let placeholderOrigin = "http://instance.nowtape.invalid"
}
