/// The method must be the same.
public struct MethodRule: MatchRule {
    public init() {}

    public func differences(_ actual: PreparedRequest, _ recorded: PreparedRequest, _ interaction: Interaction)
        -> [MatchDifference]
    {
        let (want, got) = (recorded.request.method, actual.request.method)
        return want == got ? [] : [MatchDifference(field: "method", recorded: want, actual: got)]
    }

    public func indexKey(_ request: PreparedRequest, recorded: Bool) -> MatchIndexKey { .value(request.request.method) }
}
