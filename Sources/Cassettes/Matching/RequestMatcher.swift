import Foundation

/// Compares requests with recorded interactions under ``MatchRules``, listing every difference.
public struct RequestMatcher: Sendable {
    public let rules: MatchRules

    public init(rules: MatchRules = MatchRules()) {
        self.rules = rules
    }

    /// Whether `request` replays `interaction`.
    public func matches(_ request: RecordedRequest, _ interaction: Interaction) -> Bool {
        differences(request, interaction).isEmpty
    }

    /// Every way `request` differs from the interaction's recorded request; empty when it matches.
    public func differences(_ request: RecordedRequest, _ interaction: Interaction) -> [MatchDifference] {
        differences(PreparedRequest(request), PreparedRequest(interaction.request), interaction)
    }

    /// Whether a prepared request replays an interaction whose request is `recorded`.
    public func matches(_ actual: PreparedRequest, _ recorded: PreparedRequest, _ interaction: Interaction) -> Bool {
        // The cheap parts first: most interactions differ in origin, method or path.
        if actual.matchesOrigin, recorded.origin != actual.origin { return false }
        if rules.method, recorded.request.method != actual.request.method { return false }
        if rules.path, recorded.path != actual.path, !Placeholder.matches(recorded: recorded.path, actual: actual.path)
        {
            return false
        }
        return differences(actual, recorded, interaction).isEmpty
    }

    /// Every way a prepared request differs from an interaction whose request is `prepared`.
    public func differences(_ actual: PreparedRequest, _ prepared: PreparedRequest, _ interaction: Interaction)
        -> [MatchDifference]
    {
        let recorded = prepared.request
        let request = actual.request
        var found: [MatchDifference] = []
        if actual.matchesOrigin, prepared.origin != actual.origin {
            found.append(MatchDifference(field: "origin", recorded: prepared.origin, actual: actual.origin))
        }
        if rules.method, recorded.method != request.method {
            found.append(MatchDifference(field: "method", recorded: recorded.method, actual: request.method))
        }
        if rules.path, !Placeholder.matches(recorded: prepared.path, actual: actual.path) {
            found.append(MatchDifference(field: "path", recorded: prepared.path, actual: actual.path))
        }
        found += queryDifferences(prepared.queryItems, actual.queryItems)
        for name in rules.headers {
            let expected = recorded.headers.values(name)
            let actual = request.headers.values(name)
            let same =
                expected.count == actual.count
                && zip(expected, actual).allSatisfy { Placeholder.matches(recorded: $0, actual: $1) }
            if !same {
                found.append(
                    MatchDifference(
                        field: "header." + name.lowercased(),
                        recorded: expected.isEmpty ? nil : expected.joined(separator: ", "),
                        actual: actual.isEmpty ? nil : actual.joined(separator: ", ")))
            }
        }
        found += BodyComparison.differences(rules.body, recorded: recorded.body, actual: request.body)
        if let custom = rules.custom, !custom(request, interaction) {
            found.append(MatchDifference(field: "custom", recorded: "the custom matcher accepts", actual: "rejected"))
        }
        return found
    }

    private func queryDifferences(
        _ recorded: [(name: String, value: String)], _ actual: [(name: String, value: String)]
    )
        -> [MatchDifference]
    {
        let expected = recorded.filter { !rules.ignoredQueryParameters.contains($0.name) }
        let sent = actual.filter { !rules.ignoredQueryParameters.contains($0.name) }
        switch rules.query {
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
                let same = Self.sameValues(recorded: want, actual: got)
                guard !same else { return nil }
                return MatchDifference(
                    field: "query." + name, recorded: want.isEmpty ? nil : want.joined(separator: ","),
                    actual: got.isEmpty ? nil : got.joined(separator: ","))
            }
        }
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

    /// The recorded interactions nearest to `request`, best first, each with its differences.
    public func closest(
        to request: RecordedRequest, in candidates: [(label: String, interaction: Interaction)], limit: Int = 3,
        matchingOrigin: Bool = false
    ) -> [(label: String, interaction: Interaction, differences: [MatchDifference])] {
        let actual = PreparedRequest(request, matchingOrigin: matchingOrigin)
        return closest(to: actual, count: candidates.count, limit: limit) {
            (PreparedRequest(candidates[$0].interaction.request), candidates[$0].interaction)
        }
        .map { (candidates[$0.position].label, candidates[$0.position].interaction, $0.differences) }
    }

    /// The positions, among `count` candidates, of the `limit` nearest to `actual`, best first, each with its
    /// differences; ties go to the earlier position. `candidate` gives a position's prepared request and interaction.
    func closest(
        to actual: PreparedRequest, count: Int, limit: Int,
        candidate: (Int) -> (prepared: PreparedRequest, interaction: Interaction)
    ) -> [(position: Int, differences: [MatchDifference])] {
        var best: [(weight: Int, position: Int, differences: [MatchDifference])] = []
        for position in 0..<count {
            let (prepared, interaction) = candidate(position)
            let found = differences(actual, prepared, interaction)
            let weight = found.reduce(0) { $0 + $1.weight }
            if best.count == limit, let worst = best.last, worst.weight <= weight { continue }
            // Kept sorted by weight, then position; a later position goes after an equal weight.
            let place = best.firstIndex { $0.weight > weight } ?? best.count
            best.insert((weight, position, found), at: place)
            if best.count > limit { best.removeLast() }
        }
        return best.map { ($0.position, $0.differences) }
    }
}
