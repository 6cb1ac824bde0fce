/// Finds the interactions a request can match without comparing it with every one.
///
/// Each rule gives a key for each recorded request (``MatchRule/indexKey(_:recorded:)``), `.any` where the recorded
/// request stands for many values (a placeholder in its path or query) or where the rule narrows nothing; each
/// interaction is filed under its list of keys. A request is looked up under its own keys, once for each pattern of
/// `.any` the recorded keys show, with `.any` in those places: the interactions filed there are the only ones it can
/// match, because every other one has a key that differs from the request's. The ``RequestMatcher`` still decides
/// each candidate, so origin, headers, bodies and every rule behave exactly as in a full scan, and each bucket
/// keeps recorded order.
struct ReplayIndex: Sendable {
    /// Where an interaction is filed: one key per rule.
    typealias Key = [MatchIndexKey]

    /// The interactions under one key, in recorded order.
    struct Bucket: Sendable {
        var positions: [Int] = []
        /// Every position before this one has been played, so the search for an unplayed one starts here.
        var firstMaybeUnplayed = 0
    }

    let rules: MatchRules
    private(set) var buckets: [Key: Bucket] = [:]
    /// For each pattern of `.any` among the recorded keys, which places hold it; in the order first filed.
    private var patterns: [[Bool]] = []

    /// An index of `requests`, each filed under its position.
    init(rules: MatchRules, requests: [PreparedRequest]) {
        self.rules = rules
        var known: Set<[Bool]> = []
        for (position, request) in requests.enumerated() {
            let key = rules.rules.map { $0.indexKey(request, recorded: true) }
            buckets[key, default: Bucket()].positions.append(position)
            let pattern = key.map { $0 == .any }
            if known.insert(pattern).inserted { patterns.append(pattern) }
        }
    }

    /// The buckets a request's matches can be in. A rule that gives the request itself `.any` cannot narrow the
    /// search: every bucket of a pattern that needs its value is taken.
    func keys(for request: PreparedRequest) -> [Key] {
        let own = rules.rules.map { $0.indexKey(request, recorded: false) }
        var keys: [Key] = []
        for pattern in patterns {
            let key = zip(own, pattern).map { value, isAny in isAny ? .any : value }
            if zip(key, pattern).contains(where: { value, isAny in value == .any && !isAny }) {
                keys += buckets.keys.filter { $0.map { $0 == .any } == pattern }
            } else {
                keys.append(key)
            }
        }
        return keys
    }

    /// The first position, across the request's buckets, that is unplayed and accepted by `matches`.
    mutating func firstUnplayed(
        for keys: [Key], isPlayed: (Int) -> Bool, matches: (Int) -> Bool
    ) -> Int? {
        var best: Int?
        for key in keys {
            guard var bucket = buckets[key] else { continue }
            while bucket.firstMaybeUnplayed < bucket.positions.count,
                isPlayed(bucket.positions[bucket.firstMaybeUnplayed])
            {
                bucket.firstMaybeUnplayed += 1
            }
            buckets[key] = bucket
            for position in bucket.positions[bucket.firstMaybeUnplayed...] {
                if let best, position > best { break }
                if !isPlayed(position), matches(position) {
                    best = position
                    break
                }
            }
        }
        return best
    }

    /// The last position, across the request's buckets, that `matches` accepts.
    func last(for keys: [Key], matches: (Int) -> Bool) -> Int? {
        var best: Int?
        for key in keys {
            guard let bucket = buckets[key] else { continue }
            for position in bucket.positions.reversed() {
                if let best, position < best { break }
                if matches(position) {
                    best = position
                    break
                }
            }
        }
        return best
    }

    /// Every position, across the request's buckets, that `matches` accepts, in recorded order.
    func positions(for keys: [Key], matches: (Int) -> Bool) -> [Int] {
        // Each interaction is filed under one key, so the buckets hold no position twice.
        keys.flatMap { buckets[$0]?.positions.filter(matches) ?? [] }.sorted()
    }
}
