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

    /// Whether a prepared request replays an interaction whose request is `recorded`: the origin when the request
    /// names one, then each rule in turn, stopping at the first that finds a difference.
    public func matches(_ actual: PreparedRequest, _ recorded: PreparedRequest, _ interaction: Interaction) -> Bool {
        if actual.matchesOrigin, recorded.origin != actual.origin { return false }
        return rules.rules.allSatisfy { $0.differences(actual, recorded, interaction).isEmpty }
    }

    /// Every way a prepared request differs from an interaction whose request is `prepared`: the origin when the
    /// request names one, then what each rule finds.
    public func differences(_ actual: PreparedRequest, _ prepared: PreparedRequest, _ interaction: Interaction)
        -> [MatchDifference]
    {
        var found: [MatchDifference] = []
        if actual.matchesOrigin, prepared.origin != actual.origin {
            found.append(MatchDifference(field: "origin", recorded: prepared.origin, actual: actual.origin))
        }
        for rule in rules.rules { found += rule.differences(actual, prepared, interaction) }
        return found
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
