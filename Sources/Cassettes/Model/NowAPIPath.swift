/// A path of the platform's own REST APIs, `/api/now[/vN]/<api>/…`: the segments after `/api/now` and the optional
/// version, the API's name first.
public struct NowAPIPath: Sendable, Hashable {
    /// The API's name (`table`, `attachment`, `stats`, …) and the segments after it.
    public let segments: [String]

    /// Reads `path`; nil when it is not under `/api/now`.
    public init?(_ path: String) {
        let parts = path.split(separator: "/").map(String.init)
        guard parts.count >= 3, parts[0] == "api", parts[1] == "now" else { return nil }
        var rest = Array(parts[2...])
        if let first = rest.first, first.hasPrefix("v"), Int(first.dropFirst()) != nil { rest.removeFirst() }
        guard !rest.isEmpty else { return nil }
        segments = rest
    }

    /// The table and record of a Table API path, `/api/now[/vN]/table/<table>[/<sys_id>]`.
    public var tableRoute: (table: String, sysID: String?)? {
        guard segments.count == 2 || segments.count == 3, segments[0] == "table", !segments[1].isEmpty else {
            return nil
        }
        return (segments[1], segments.count == 3 ? segments[2] : nil)
    }
}
