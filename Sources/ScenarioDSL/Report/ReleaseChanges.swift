import Foundation

/// What changed in one scenario's exchanges from one release's run to the next, field by field: requests made or no
/// longer made, statuses, and the JSON fields of response bodies (text bodies compare whole).
public enum ReleaseChanges {
    /// The changes from `previous` to `current`, as lines such as `GET /api/x: status 500 → 200` or
    /// `GET /api/x: result.priority "3" → "4"`.
    public static func between(_ previous: [Exchange], _ current: [Exchange]) -> [String] {
        var lines: [String] = []
        for index in 0..<max(previous.count, current.count) {
            guard index < previous.count else {
                lines.append("\(label(current[index])): made only here")
                continue
            }
            guard index < current.count else {
                lines.append("\(label(previous[index])): no longer made")
                continue
            }
            let (old, new) = (previous[index], current[index])
            guard old.method == new.method, path(old.url) == path(new.url) else {
                lines.append("request \(index + 1): \(label(old)) became \(label(new))")
                continue
            }
            if old.status != new.status { lines.append("\(label(new)): status \(old.status) → \(new.status)") }
            lines += bodyChanges(old.responseBody, new.responseBody).map { "\(label(new)): \($0)" }
        }
        return lines
    }

    private static func label(_ exchange: Exchange) -> String { "\(exchange.method) \(path(exchange.url))" }

    /// The URL without its scheme and host.
    private static func path(_ url: String) -> String {
        guard let parts = URLComponents(string: url), parts.host != nil else { return url }
        return parts.percentEncodedPath + (parts.percentEncodedQuery.map { "?" + $0 } ?? "")
    }

    private static func bodyChanges(_ old: String, _ new: String) -> [String] {
        guard old != new else { return [] }
        guard let before = flattened(old), let after = flattened(new) else { return ["body changed"] }
        var lines: [String] = []
        for key in Set(before.keys).union(after.keys).sorted() where before[key] != after[key] {
            lines.append("\(key) \(before[key] ?? "(absent)") → \(after[key] ?? "(absent)")")
        }
        return lines
    }

    /// A JSON body's leaves by path (`result[0].number`), each written as JSON; nil when the body is not JSON.
    private static func flattened(_ text: String) -> [String: String]? {
        guard let root = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        else { return nil }
        var leaves: [String: String] = [:]
        func walk(_ value: Any, _ path: String) {
            if let object = value as? [String: Any] {
                for (key, member) in object { walk(member, path.isEmpty ? key : "\(path).\(key)") }
            } else if let array = value as? [Any] {
                for (index, member) in array.enumerated() { walk(member, "\(path)[\(index)]") }
            } else {
                leaves[path.isEmpty ? "(body)" : path] = leaf(value)
            }
        }
        walk(root, "")
        return leaves
    }

    private static func leaf(_ value: Any) -> String {
        if let text = value as? String { return "\"\(text)\"" }
        if value is NSNull { return "null" }
        return "\(value)"
    }
}
