import Foundation

/// What of a request matching can look at, as it arrived: two requests with the same fingerprint match the same
/// interactions under any rules that decide from the request alone (``MatchRule/decidesFromRequest``). A replay sees the same requests again and again, so the
/// session remembers which interactions each fingerprint matched and skips parsing and comparing it next time.
public struct RequestFingerprint: Hashable, Sendable {
    let method: String
    /// The origin and the request target: the URL the request is matched by.
    let url: String
    let matchingOrigin: Bool
    /// The values of each header the rules read, in the rules' order.
    let headerValues: [[String]]
    let body: Data

    /// The fingerprint of a request sent to `origin` for `target`. `headerValues(name)` gives the values of a header
    /// as they arrived. Nil when the body is too large to be worth remembering.
    public init?(
        method: String, origin: String, target: String, matchingOrigin: Bool, rules: MatchRules, body: Data,
        headerValues: (String) -> [String]
    ) {
        guard body.count <= Self.largestBody else { return nil }
        self.method = method
        self.url = origin + target
        self.matchingOrigin = matchingOrigin
        self.headerValues = rules.headersRead.map(headerValues)
        self.body = body
    }

    /// Requests with larger bodies are prepared and compared each time.
    static let largestBody = 64 * 1024
}

/// The positions, in recorded order, of the interactions each request fingerprint matched.
struct MatchMemo: Sendable {
    /// The interactions one fingerprint matches.
    struct Matches: Sendable {
        var positions: [Int]
        /// Every position before this index has been played, so the search for an unplayed one starts here.
        var firstMaybeUnplayed = 0
    }

    private var remembered: [RequestFingerprint: Matches] = [:]
    /// How many fingerprints are kept; past this the memo starts again, so a stream of distinct requests cannot
    /// grow it without bound.
    private let capacity: Int

    /// A memo sized for a session of `interactions`.
    init(interactions: Int) {
        capacity = max(4_096, 2 * interactions)
    }

    subscript(_ fingerprint: RequestFingerprint) -> Matches? {
        get { remembered[fingerprint] }
        set {
            if newValue != nil, remembered.count >= capacity, remembered[fingerprint] == nil {
                remembered.removeAll(keepingCapacity: true)
            }
            remembered[fingerprint] = newValue
        }
    }
}
