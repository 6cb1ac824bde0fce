/// The named headers must have the same values (names compare case-insensitively); a placeholder in a recorded
/// value stands for any value.
public struct HeaderRule: MatchRule {
    /// The headers compared.
    public let names: [String]

    public init(_ names: [String]) { self.names = names }

    public var headersRead: [String] { names }

    public func differences(_ actual: PreparedRequest, _ recorded: PreparedRequest, _ interaction: Interaction)
        -> [MatchDifference]
    {
        names.compactMap { name in
            let expected = recorded.request.headers.values(name)
            let sent = actual.request.headers.values(name)
            let same =
                expected.count == sent.count
                && zip(expected, sent).allSatisfy { Placeholder.matches(recorded: $0, actual: $1) }
            guard !same else { return nil }
            return MatchDifference(
                field: "header." + name.lowercased(),
                recorded: expected.isEmpty ? nil : expected.joined(separator: ", "),
                actual: sent.isEmpty ? nil : sent.joined(separator: ", "))
        }
    }
}
