import Foundation

/// Serves recorded interactions in order: identical requests get their recorded responses one after another,
/// and after the last one the ``RepeatPolicy`` decides.
public struct ReplaySession: Sendable {
    /// What happens when every interaction that matches a request has been played.
    public enum RepeatPolicy: String, Sendable, CaseIterable {
        /// Serve the last matching interaction again.
        case repeatLast = "last"
        /// Treat the request as a miss.
        case miss
    }

    /// A recorded interaction and the cassette it came from.
    public struct Entry: Sendable {
        /// The cassette's name (its file name, or any label).
        public let cassette: String
        /// Its position in that cassette, from 0.
        public let index: Int
        public let interaction: Interaction
        let prepared: PreparedRequest
        /// How often it has been served.
        public fileprivate(set) var plays = 0

        /// `cassette#index`, as diagnostics name it.
        public var label: String { "\(cassette)#\(index)" }
    }

    /// What a request gets.
    public enum Outcome: Sendable {
        /// Serve this interaction.
        case hit(Entry)
        /// Nothing matched; the closest interactions and how each differs.
        case miss(MissReport)
    }

    public let matcher: RequestMatcher
    public let repeatPolicy: RepeatPolicy
    public private(set) var entries: [Entry]
    /// Every miss so far.
    public private(set) var misses: [MissReport] = []
    /// Where each request's candidates are, so a request costs the same whatever the cassettes' size.
    private var index: ReplayIndex
    /// The interactions each request fingerprint matched; nil under a custom matcher, which may look at anything.
    private var memo: MatchMemo?

    /// A session over the cassettes, in the order given.
    public init(
        cassettes: [(name: String, cassette: Cassette)], matcher: RequestMatcher = RequestMatcher(),
        repeatPolicy: RepeatPolicy = .repeatLast
    ) {
        self.matcher = matcher
        self.repeatPolicy = repeatPolicy
        let entries = cassettes.flatMap { name, cassette in
            cassette.interactions.enumerated().map {
                Entry(
                    cassette: name, index: $0.offset, interaction: $0.element,
                    prepared: PreparedRequest($0.element.request))
            }
        }
        self.entries = entries
        self.index = ReplayIndex(rules: matcher.rules, requests: entries.map(\.prepared))
        self.memo = matcher.rules.decideFromRequest ? MatchMemo(interactions: entries.count) : nil
    }

    /// The response for `request`, marking what was played.
    public mutating func next(for request: RecordedRequest) -> Outcome {
        next(for: PreparedRequest(request))
    }

    /// The response for a prepared request (prepare it before taking any lock around the session).
    public mutating func next(for actual: PreparedRequest) -> Outcome {
        let (unplayed, last) = candidates(for: actual)
        if let unplayed {
            entries[unplayed].plays += 1
            return .hit(entries[unplayed])
        }
        if let last, repeatPolicy == .repeatLast {
            entries[last].plays += 1
            return .hit(entries[last])
        }
        return miss(for: actual, allPlayed: last != nil)
    }

    /// The response for a request met before, from the interactions it matched then. Nil when the fingerprint is
    /// new or the request would miss: then prepare the request and call ``next(for:remembering:)``, which reports
    /// the miss.
    public mutating func next(remembered fingerprint: RequestFingerprint) -> Outcome? {
        guard var matches = memo?[fingerprint], let chosen = choose(from: &matches) else { return nil }
        memo?[fingerprint] = matches
        entries[chosen].plays += 1
        return .hit(entries[chosen])
    }

    /// The response for a prepared request whose fingerprint is given, remembering which interactions it matches
    /// so the next request with that fingerprint needs no preparing or comparing.
    public mutating func next(for actual: PreparedRequest, remembering fingerprint: RequestFingerprint?) -> Outcome {
        guard let fingerprint, memo != nil else { return next(for: actual) }
        var matches = memo?[fingerprint] ?? MatchMemo.Matches(positions: matching(actual))
        let chosen = choose(from: &matches)
        memo?[fingerprint] = matches
        guard let chosen else { return miss(for: actual, allPlayed: !matches.positions.isEmpty) }
        entries[chosen].plays += 1
        return .hit(entries[chosen])
    }

    /// The first unplayed position of `matches` or, when every one has been played, the last under ``repeatLast``.
    private func choose(from matches: inout MatchMemo.Matches) -> Int? {
        let positions = matches.positions
        while matches.firstMaybeUnplayed < positions.count, entries[positions[matches.firstMaybeUnplayed]].plays > 0 {
            matches.firstMaybeUnplayed += 1
        }
        if matches.firstMaybeUnplayed < positions.count { return positions[matches.firstMaybeUnplayed] }
        return repeatPolicy == .repeatLast ? positions.last : nil
    }

    /// Every position `actual` matches, in recorded order.
    private func matching(_ actual: PreparedRequest) -> [Int] {
        let matcher = self.matcher
        return index.positions(for: index.keys(for: actual)) {
            matcher.matches(actual, entries[$0].prepared, entries[$0].interaction)
        }
    }

    /// Records and reports a miss; `allPlayed` says whether it matched interactions that were all played.
    private mutating func miss(for actual: PreparedRequest, allPlayed: Bool) -> Outcome {
        let request = actual.request
        // A miss is printed and sent back to the client, so it shows the request as a cassette would hold it:
        // with its secrets redacted by the recorder's own rules.
        var redactor = Redactor()
        let shown = redactor.redact(
            Interaction(
                request: request, response: RecordedResponse(status: 200), recordedAt: Date(timeIntervalSince1970: 0),
                duration: 0)
        ).request
        let entries = self.entries
        let closest = matcher.closest(
            to: PreparedRequest(shown, matchingOrigin: actual.matchesOrigin), count: entries.count, limit: 3
        ) { (entries[$0].prepared, entries[$0].interaction) }
        let report = MissReport(
            request: shown, allPlayed: allPlayed,
            closest: closest.map {
                let entry = entries[$0.position]
                return MissReport.NearMiss(
                    label: entry.label, request: entry.interaction.request, differences: $0.differences)
            })
        misses.append(report)
        return .miss(report)
    }

    /// The first unplayed interaction `actual` matches and, when there is none, the last it matches.
    ///
    /// The entries are read through a copy that ends with this call, so marking one played afterwards copies nothing.
    private mutating func candidates(for actual: PreparedRequest) -> (unplayed: Int?, last: Int?) {
        let entries = self.entries
        let matcher = self.matcher
        let matches = { (position: Int) in
            matcher.matches(actual, entries[position].prepared, entries[position].interaction)
        }
        let keys = index.keys(for: actual)
        if let unplayed = index.firstUnplayed(for: keys, isPlayed: { entries[$0].plays > 0 }, matches: matches) {
            return (unplayed, nil)
        }
        return (nil, index.last(for: keys, matches: matches))
    }

    /// Interactions never served.
    public var unplayed: [Entry] { entries.filter { $0.plays == 0 } }
}
