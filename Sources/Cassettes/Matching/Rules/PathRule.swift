/// The path must be the same; a placeholder in the recorded path stands for any one segment's value.
public struct PathRule: MatchRule {
    public init() {}

    public func differences(_ actual: PreparedRequest, _ recorded: PreparedRequest, _ interaction: Interaction)
        -> [MatchDifference]
    {
        guard recorded.path != actual.path, !Placeholder.matches(recorded: recorded.path, actual: actual.path) else {
            return []
        }
        return [MatchDifference(field: "path", recorded: recorded.path, actual: actual.path)]
    }

    public func indexKey(_ request: PreparedRequest, recorded: Bool) -> MatchIndexKey {
        recorded && Placeholder.occurs(in: request.path) ? .any : .value(request.path)
    }
}
