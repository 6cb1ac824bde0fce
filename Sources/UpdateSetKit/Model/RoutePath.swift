/// A scripted REST path such as `/task/{task_id}/comment`, split into segments.
public struct RoutePath: Sendable, Hashable {
    /// The segments between slashes; empty segments are dropped.
    public var segments: [String]

    /// Splits `path` on `/`. The split works on UTF-8 bytes: `/` is ASCII, so it always falls between characters.
    public init(_ path: String) {
        segments = path.utf8.split(separator: UInt8(ascii: "/")).map { String(Substring($0)) }
    }

    /// Whether `segment` is a `{name}` parameter.
    public static func isParameter(_ segment: String) -> Bool {
        let bytes = segment.utf8
        return bytes.count > 2 && bytes.first == UInt8(ascii: "{") && bytes.last == UInt8(ascii: "}")
    }

    /// The `{name}` parameters, in order.
    public var parameters: [String] {
        segments.compactMap { segment in
            Self.isParameter(segment) ? String(segment.dropFirst().dropLast()) : nil
        }
    }

    /// The path with every parameter replaced by `{}`, so that `{a}` and `{b}` in the same place compare equal.
    public var template: String {
        // `{}` itself is no parameter, but stays `{}` all the same.
        "/" + segments.map { Self.isParameter($0) ? "{}" : $0 }.joined(separator: "/")
    }
}
