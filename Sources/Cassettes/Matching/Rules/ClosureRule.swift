/// A test written as a closure: the interaction matches only when it returns true. It may look at anything, so a
/// replay compares each request afresh rather than remembering what it matched.
public struct ClosureRule: MatchRule {
    private let accepts: @Sendable (RecordedRequest, Interaction) -> Bool

    public init(_ accepts: @escaping @Sendable (RecordedRequest, Interaction) -> Bool) { self.accepts = accepts }

    public var decidesFromRequest: Bool { false }

    public func differences(_ actual: PreparedRequest, _ recorded: PreparedRequest, _ interaction: Interaction)
        -> [MatchDifference]
    {
        accepts(actual.request, interaction)
            ? [] : [MatchDifference(field: "custom", recorded: "the custom matcher accepts", actual: "rejected")]
    }
}
