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
    }

    /// The response for `request`, marking what was played.
    public mutating func next(for request: RecordedRequest) -> Outcome {
        next(for: PreparedRequest(request))
    }

    /// The response for a prepared request (prepare it before taking any lock around the session).
    public mutating func next(for actual: PreparedRequest) -> Outcome {
        let request = actual.request
        let (unplayed, last) = candidates(for: actual)
        if let unplayed {
            entries[unplayed].plays += 1
            return .hit(entries[unplayed])
        }
        if let last, repeatPolicy == .repeatLast {
            entries[last].plays += 1
            return .hit(entries[last])
        }
        // A miss is printed and sent back to the client, so it shows the request as a cassette would hold it:
        // with its secrets redacted by the recorder's own rules.
        var redactor = Redactor()
        let shown = redactor.redact(
            Interaction(
                request: request, response: RecordedResponse(status: 200), recordedAt: Date(timeIntervalSince1970: 0),
                duration: 0)
        ).request
        let closest = matcher.closest(
            to: shown, in: entries.map { ($0.label, $0.interaction) }, matchingOrigin: actual.matchesOrigin)
        let report = MissReport(
            request: shown, allPlayed: last != nil,
            closest: closest.map {
                MissReport.NearMiss(label: $0.label, request: $0.interaction.request, differences: $0.differences)
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
