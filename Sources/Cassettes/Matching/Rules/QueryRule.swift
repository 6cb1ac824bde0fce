/// The query parameters must agree as ``MatchRules/Query`` says, leaving out the ignored ones; a placeholder in a
/// recorded value stands for any one value.
public struct QueryRule: MatchRule {
    public let mode: MatchRules.Query
    /// Parameters left out of the comparison, such as a cache buster.
    public let ignored: Set<String>

    public init(_ mode: MatchRules.Query = .orderInsensitive, ignoring ignored: Set<String> = []) {
        self.mode = mode
        self.ignored = ignored
    }

    public func differences(_ actual: PreparedRequest, _ recorded: PreparedRequest, _ interaction: Interaction)
        -> [MatchDifference]
    {
        guard mode != .ignore else { return [] }
        let expected = compared(recorded)
        let sent = compared(actual)
        switch mode {
        case .ignore:
            return []
        case .exact:
            let same =
                expected.count == sent.count
                && zip(expected, sent).allSatisfy {
                    $0.name == $1.name && Placeholder.matches(recorded: $0.value, actual: $1.value)
                }
            guard !same else { return [] }
            let describe = { (items: [(name: String, value: String)]) in
                items.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
            }
            return [MatchDifference(field: "query", recorded: describe(expected), actual: describe(sent))]
        case .orderInsensitive:
            // The common case, the same parameters in the same order, needs no grouping.
            let identical =
                expected.count == sent.count
                && zip(expected, sent).allSatisfy { $0.name == $1.name && $0.value == $1.value }
            guard !identical else { return [] }
            var names: [String] = []
            for item in expected + sent where !names.contains(item.name) { names.append(item.name) }
            return names.compactMap { name in
                let want = expected.filter { $0.name == name }.map(\.value).sorted()
                let got = sent.filter { $0.name == name }.map(\.value).sorted()
                guard !Self.sameValues(recorded: want, actual: got) else { return nil }
                return MatchDifference(
                    field: "query." + name, recorded: want.isEmpty ? nil : want.joined(separator: ","),
                    actual: got.isEmpty ? nil : got.joined(separator: ","))
            }
        }
    }

    /// The compared parameters, in the order the mode compares them, each written with its length so that no two
    /// lists give the same key; `.any` for a recorded request with a placeholder among them.
    public func indexKey(_ request: PreparedRequest, recorded: Bool) -> MatchIndexKey {
        guard mode != .ignore else { return .any }
        var pairs = compared(request)
        if recorded, pairs.contains(where: { Placeholder.occurs(in: $0.value) }) { return .any }
        if mode == .orderInsensitive {
            pairs.sort { $0.name != $1.name ? $0.name < $1.name : $0.value < $1.value }
        }
        return .value(
            pairs.map { "\($0.name.utf8.count):\($0.name)\($0.value.utf8.count):\($0.value)" }.joined(separator: "&"))
    }

    private func compared(_ request: PreparedRequest) -> [(name: String, value: String)] {
        ignored.isEmpty ? request.queryItems : request.queryItems.filter { !ignored.contains($0.name) }
    }

    /// Whether the values agree in any order, each recorded placeholder standing for any one value.
    private static func sameValues(recorded: [String], actual: [String]) -> Bool {
        guard recorded.count == actual.count else { return false }
        var remaining = actual
        let ordered =
            recorded.filter { !Placeholder.occurs(in: $0) } + recorded.filter { Placeholder.occurs(in: $0) }
        for value in ordered {
            guard let position = remaining.firstIndex(where: { Placeholder.matches(recorded: value, actual: $0) })
            else {
                return false
            }
            remaining.remove(at: position)
        }
        return true
    }
}
