/// Finds the interactions a request can match without comparing it with every one.
///
/// Each interaction is filed under the most exact key its recorded request allows under the match rules:
/// - method, path and query, when neither the path nor a query value holds a placeholder;
/// - method and path, when a query value holds one;
/// - method alone, when the path holds one.
///
/// A request looks up its three keys; the interactions filed there are the only ones it can match, because every
/// other interaction differs from it in method, path or query. The ``RequestMatcher`` still decides each candidate,
/// so origin, headers, bodies and custom rules behave exactly as in a full scan, and each bucket keeps recorded order.
struct ReplayIndex: Sendable {
    /// One query parameter as the key compares it.
    struct QueryPair: Hashable, Sendable {
        let name: String
        let value: String
    }

    /// Where an interaction is filed.
    enum Key: Hashable, Sendable {
        case exact(method: String, path: String, query: [QueryPair])
        case path(method: String, path: String)
        case method(String)
    }

    /// The interactions under one key, in recorded order.
    struct Bucket: Sendable {
        var positions: [Int] = []
        /// Every position before this one has been played, so the search for an unplayed one starts here.
        var firstMaybeUnplayed = 0
    }

    let rules: MatchRules
    private(set) var buckets: [Key: Bucket] = [:]

    /// An index of `requests`, each filed under its position.
    init(rules: MatchRules, requests: [PreparedRequest]) {
        self.rules = rules
        for (position, request) in requests.enumerated() {
            buckets[recordedKey(request), default: Bucket()].positions.append(position)
        }
    }

    /// The buckets a request's matches can be in.
    func keys(for request: PreparedRequest) -> [Key] {
        let method = rules.method ? request.request.method : ""
        let path = rules.path ? request.path : ""
        return [
            .exact(method: method, path: path, query: query(request)), .path(method: method, path: path),
            .method(method),
        ]
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

    private func recordedKey(_ request: PreparedRequest) -> Key {
        let method = rules.method ? request.request.method : ""
        guard rules.path else { return exactOrPath(request, method: method, path: "") }
        if Placeholder.occurs(in: request.path) { return .method(method) }
        return exactOrPath(request, method: method, path: request.path)
    }

    private func exactOrPath(_ request: PreparedRequest, method: String, path: String) -> Key {
        let compared = comparedQuery(request)
        if compared.contains(where: { Placeholder.occurs(in: $0.value) }) { return .path(method: method, path: path) }
        return .exact(method: method, path: path, query: ordered(compared))
    }

    private func query(_ request: PreparedRequest) -> [QueryPair] { ordered(comparedQuery(request)) }

    /// The parameters the rules compare.
    private func comparedQuery(_ request: PreparedRequest) -> [QueryPair] {
        guard rules.query != .ignore else { return [] }
        return request.queryItems.lazy.filter { !rules.ignoredQueryParameters.contains($0.name) }
            .map { QueryPair(name: $0.name, value: $0.value) }
    }

    /// In the order the rules compare them: as sent for `exact`, sorted when order does not matter.
    private func ordered(_ pairs: [QueryPair]) -> [QueryPair] {
        guard rules.query == .orderInsensitive else { return pairs }
        return pairs.sorted { $0.name != $1.name ? $0.name < $1.name : $0.value < $1.value }
    }
}
