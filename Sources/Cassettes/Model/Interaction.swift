import Foundation
import QueryStrings

/// A request as it was sent.
public struct RecordedRequest: Sendable, Hashable {
    /// `GET`, `POST`, …
    public var method: String
    /// The absolute URL, with the query.
    public var url: String
    public var headers: HTTPFields
    /// The body bytes; empty when there was none.
    public var body: Data
    /// The user name the request signed in as, kept when its credentials are redacted: from its Basic credentials,
    /// or from the session an earlier signed-in answer opened. Nil when nothing shows it (a bearer token).
    public var user: String?

    public init(
        method: String, url: String, headers: HTTPFields = HTTPFields(), body: Data = Data(), user: String? = nil
    ) {
        self.method = method.uppercased()
        self.url = url
        self.headers = headers
        self.body = body
        self.user = user
    }

    /// The URL's path, percent-decoded.
    public var path: String {
        let parts = URLParts(url)
        return parts.encodedPath.isEmpty ? "/" : QueryString.decodePath(parts.encodedPath)
    }

    /// The query parameters in order, decoded by ``QueryString``'s rules (`+` is a space, as forms send it).
    public var queryItems: [(name: String, value: String)] {
        guard let query = URLParts(url).encodedQuery, !query.isEmpty else { return [] }
        return QueryString.pairs(query)
    }

    /// `scheme://host[:port]`, lowercased, as the URL names it; empty when it names none.
    public var origin: String {
        let parts = URLParts(url)
        let start = url.utf8.startIndex
        return String(url[start..<parts.encodedPath.startIndex]).lowercased()
    }

    /// The path and query as sent on the request line.
    public var target: String {
        let parts = URLParts(url)
        guard !parts.encodedPath.isEmpty else { return parts.encodedQuery.map { "/?" + $0 } ?? "/" }
        // The path and the query are one stretch of the URL: copied once, not joined from three strings.
        return String(url[parts.encodedPath.startIndex..<(parts.encodedQuery?.endIndex ?? parts.encodedPath.endIndex)])
    }
}

/// A response as it was received.
public struct RecordedResponse: Sendable, Hashable {
    public var status: Int
    public var headers: HTTPFields
    /// The body bytes, decoded when `decodedFrom` is set.
    public var body: Data
    /// `gzip` or `deflate` when the body was stored decoded; the stored headers then no longer name an encoding.
    public var decodedFrom: String?

    public init(status: Int, headers: HTTPFields = HTTPFields(), body: Data = Data(), decodedFrom: String? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.decodedFrom = decodedFrom
    }
}

/// One request and its response, with when it was recorded and how long it took.
public struct Interaction: Sendable, Hashable {
    public var request: RecordedRequest
    public var response: RecordedResponse
    public var recordedAt: Date
    /// From the request's start to the response's end, in seconds.
    public var duration: TimeInterval

    public init(request: RecordedRequest, response: RecordedResponse, recordedAt: Date, duration: TimeInterval) {
        self.request = request
        self.response = response
        self.recordedAt = recordedAt
        self.duration = duration
    }

    /// Response headers whose values change from call to call on the same instance, lower-cased: the `Date`, and
    /// the platform's `X-Transaction-ID`. Replay serves them as recorded; comparisons leave them out.
    public static let volatileHeaders: Set<String> = ["date", "x-transaction-id"]

    /// The same exchange, ignoring when it happened, how long it took, the volatile parts of its headers
    /// (``VolatileHeaderParts``) and the response headers named in `ignoring` (lower-cased).
    public func sameExchange(as other: Interaction, ignoring: Set<String> = []) -> Bool {
        request == other.request && response.status == other.response.status
            && response.body == other.response.body && response.decodedFrom == other.response.decodedFrom
            && VolatileHeaderParts.stable(response.headers.removing(ignoring))
                == VolatileHeaderParts.stable(other.response.headers.removing(ignoring))
    }
}

/// A recorded session: interactions in the order they happened.
public struct Cassette: Sendable, Hashable {
    /// The format version this library writes.
    public static let formatVersion = 1

    /// The upstream base URL it was recorded from, such as `https://dev12345.service-now.com`.
    public var upstream: String?
    public var interactions: [Interaction]
    /// Response headers, lower-cased and sorted, that this cassette marks as changing from call to call beyond the
    /// platform's own (``Interaction/volatileHeaders``), such as a gateway's request id: `--target diff` and
    /// re-recording leave them out. `nowtape cassette lint --mark-volatile` finds and marks them.
    public var volatileHeaders: [String]
    /// The release it was recorded from, when known.
    public var release: CassetteRelease?

    public init(
        upstream: String? = nil, interactions: [Interaction] = [], volatileHeaders: [String] = [],
        release: CassetteRelease? = nil
    ) {
        self.upstream = upstream
        self.interactions = interactions
        self.volatileHeaders = Array(Set(volatileHeaders.map { $0.lowercased() })).sorted()
        self.release = release
    }

    /// When the oldest interaction was recorded.
    public var recordedAt: Date? { interactions.map(\.recordedAt).min() }

    /// The origin the recording was made from: the upstream it names, else its first request's; nil when it names
    /// none, as a cassette made in code may not.
    public var recordedOrigin: String? {
        let origin = upstream ?? interactions.first?.request.origin ?? ""
        return origin.isEmpty ? nil : origin
    }
}
