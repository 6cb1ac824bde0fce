/// A scripted REST path such as `/task/{task_id}/comment`, split into segments.
public struct RoutePath: Sendable, Hashable {
    /// The segments between slashes; empty segments are dropped.
    public var segments: [String]

    /// Splits `path` on `/`.
    public init(_ path: String) {
        segments = path.split(separator: "/").map(String.init)
    }

    /// Whether `segment` is a `{name}` parameter.
    public static func isParameter(_ segment: String) -> Bool {
        segment.count > 2 && segment.hasPrefix("{") && segment.hasSuffix("}")
    }

    /// The `{name}` parameters, in order.
    public var parameters: [String] {
        segments.compactMap { segment in
            Self.isParameter(segment) ? String(segment.dropFirst().dropLast()) : nil
        }
    }

    /// The path with every parameter replaced by `{}`, so that `{a}` and `{b}` in the same place compare equal.
    public var template: String {
        "/" + segments.map { $0.hasPrefix("{") && $0.hasSuffix("}") ? "{}" : $0 }.joined(separator: "/")
    }
}
