/// A failure the platform itself puts in a client's way, which the embedded instance can put there on purpose so
/// that a suite sees how its client copes: `--fault NAME[@RATE]` on `instance serve`.
public struct PlatformFault: Sendable, Hashable, CustomStringConvertible {
    /// Which failure.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A sleeping developer instance: every REST call answers 200 with the hibernation page, in HTML.
        case hibernation
        /// Every API_INT semaphore busy and its queue full: 429, before the request runs.
        case semaphore
        /// An OAuth access token that expires mid-run: a request with a live bearer token gets 401, and the token
        /// is gone; the refresh token still gets a new one.
        case tokenExpiry = "token-expiry"
        /// A node change: a request in a session is served by another node, which ends the old session and sets a
        /// new session and routing cookie.
        case nodeChange = "node-change"
        /// A transaction quota rule cancels the request after it began: status 200 and the platform's
        /// "Transaction cancelled: maximum execution time exceeded" envelope in place of the answer.
        case transactionQuota = "transaction-quota"
        /// A rate limit rule's refusal: 429 with `Retry-After` and the `X-RateLimit-*` headers, as a rule of 100
        /// requests an hour over every REST API answers once a user is over it. `--rate-limit` sets real rules.
        case rateLimit = "rate-limit"
        /// Session synchronization's ignored request: a request in a session whose waiting line is full gets 202
        /// and an empty body, and nothing runs. `--session-sync` makes a session's requests really wait in line.
        case sessionLimit = "session-limit"
    }

    public var kind: Kind
    /// The share of REST requests that meet it, from 0 to 1; 1 is every request.
    public var rate: Double

    /// `kind` on the given share of requests.
    public init(_ kind: Kind, rate: Double = 1) {
        self.kind = kind
        self.rate = min(1, max(0, rate))
    }

    /// Reads `hibernation`, `hibernation@0.25` or `hibernation@25%`; nil for anything else.
    public init?(argument: String) {
        let parts = argument.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let kind = Kind(rawValue: parts.first?.lowercased() ?? "") else { return nil }
        guard parts.count == 2 else {
            self.init(kind)
            return
        }
        let text = parts[1]
        let isPercent = text.hasSuffix("%")
        guard let number = Double(isPercent ? String(text.dropLast()) : text), number >= 0 else { return nil }
        let rate = isPercent ? number / 100 : number
        guard rate <= 1 else { return nil }
        self.init(kind, rate: rate)
    }

    /// The faults' names, for a usage message.
    public static var names: String { Kind.allCases.map(\.rawValue).joined(separator: ", ") }

    public var description: String { rate == 1 ? kind.rawValue : "\(kind.rawValue)@\(rate)" }
}
