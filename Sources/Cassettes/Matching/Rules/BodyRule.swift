/// The bodies must agree as ``MatchRules/Body`` says: by JSON meaning, byte for byte, or not at all.
public struct BodyRule: MatchRule {
    public let mode: MatchRules.Body

    public init(_ mode: MatchRules.Body = .json) { self.mode = mode }

    public func differences(_ actual: PreparedRequest, _ recorded: PreparedRequest, _ interaction: Interaction)
        -> [MatchDifference]
    {
        BodyComparison.differences(mode, recorded: recorded.request.body, actual: actual.request.body)
    }
}
