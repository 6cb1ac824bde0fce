import Foundation
import JSONText

/// Compares two cassettes interaction by interaction, ignoring volatile fields the user names.
public struct CassetteDiff: Sendable {
    /// One difference.
    public struct Change: Sendable, Hashable, CustomStringConvertible {
        /// The interaction's index.
        public let interaction: Int
        /// What differs: `request.method`, `response.status`, `response.body.result[0].state`, …
        public let field: String
        public let old: String?
        public let new: String?

        public var description: String {
            "#\(interaction) \(field): \(old.map { "\"\($0)\"" } ?? "(absent)") → \(new.map { "\"\($0)\"" } ?? "(absent)")"
        }
    }

    /// JSON keys left out wherever they appear, such as `sys_updated_on`.
    public let ignoredFields: Set<String>
    /// Headers left out (``Interaction/volatileHeaders`` always are).
    public let ignoredHeaders: Set<String>

    public init(ignoredFields: Set<String> = [], ignoredHeaders: Set<String> = []) {
        self.ignoredFields = ignoredFields
        self.ignoredHeaders = Set(ignoredHeaders.map { $0.lowercased() }).union(Interaction.volatileHeaders)
    }

    /// This comparison, also leaving out the headers either cassette marks volatile.
    private func marked(volatile names: [String]) -> CassetteDiff {
        names.isEmpty ? self : CassetteDiff(ignoredFields: ignoredFields, ignoredHeaders: ignoredHeaders.union(names))
    }

    /// Every difference between `old` and `new`, in order; headers either marks volatile are left out.
    public func changes(from old: Cassette, to new: Cassette) -> [Change] {
        var changes: [Change] = []
        for index in 0..<max(old.interactions.count, new.interactions.count) {
            guard index < old.interactions.count else {
                let added = new.interactions[index].request
                changes.append(
                    Change(interaction: index, field: "interaction", old: nil, new: "\(added.method) \(added.target)"))
                continue
            }
            guard index < new.interactions.count else {
                let removed = old.interactions[index].request
                changes.append(
                    Change(
                        interaction: index, field: "interaction", old: "\(removed.method) \(removed.target)", new: nil))
                continue
            }
            changes += marked(volatile: old.volatileHeaders + new.volatileHeaders)
                .compare(old.interactions[index], new.interactions[index], at: index)
        }
        return changes
    }

    private func compare(_ a: Interaction, _ b: Interaction, at index: Int) -> [Change] {
        var changes: [Change] = []
        func note(_ field: String, _ old: String?, _ new: String?) {
            if old != new { changes.append(Change(interaction: index, field: field, old: old, new: new)) }
        }
        note("request.method", a.request.method, b.request.method)
        if !Self.sameTarget(a.request, b.request) {
            note("request.url", a.request.target, b.request.target)
        }
        note("response.status", String(a.response.status), String(b.response.status))
        for (side, left, right) in [
            ("request", a.request.headers, b.request.headers), ("response", a.response.headers, b.response.headers),
        ] {
            let names = Set((Array(left) + Array(right)).map(\.name.canonicalName)).subtracting(ignoredHeaders)
            for name in names.sorted() {
                let links = ["location", "link", "content-location"].contains(name)
                let stable = { (value: String) in
                    links ? Self.withoutLoopbackPort(value) : VolatileHeaderParts.stable(value, header: name)
                }
                let old = left.values(name).map(stable)
                let new = right.values(name).map(stable)
                note(
                    "\(side).headers.\(name)", old.isEmpty ? nil : old.joined(separator: ", "),
                    new.isEmpty ? nil : new.joined(separator: ", "))
            }
        }
        changes += compareBodies(a.request.body, b.request.body, field: "request.body", at: index)
        changes += compareBodies(a.response.body, b.response.body, field: "response.body", at: index)
        return changes
    }

    /// Whether two requests name the same path and query once decoded by ``QueryString``'s rules, so that a
    /// recording made with `%20` and one made with `+` do not differ.
    static func sameTarget(_ a: RecordedRequest, _ b: RecordedRequest) -> Bool {
        guard a.target != b.target else { return true }
        let (left, right) = (a.queryItems, b.queryItems)
        return a.path == b.path && left.count == right.count
            && zip(left, right).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }

    /// A link with the port of a loopback origin (`http://127.0.0.1:51234`, `localhost`, `[::1]`) taken out: the
    /// proxy that recorded it listened on a port picked at random, which says nothing about the instance.
    static func withoutLoopbackPort(_ value: String) -> String {
        var result = value
        for host in ["://127.0.0.1:", "://localhost:", "://[::1]:"] {
            var searchStart = result.startIndex
            while let found = result.range(of: host, range: searchStart..<result.endIndex) {
                let digits = result[found.upperBound...].prefix { $0.isASCII && $0.isNumber }
                guard !digits.isEmpty else {
                    searchStart = found.upperBound
                    continue
                }
                result.replaceSubrange(found.upperBound..<digits.endIndex, with: "PORT")
                searchStart = result.index(found.upperBound, offsetBy: 4)
            }
        }
        return result
    }

    private func compareBodies(_ a: Data, _ b: Data, field: String, at index: Int) -> [Change] {
        if let left = try? JSONParser.parse(a), let right = try? JSONParser.parse(b) {
            var changes: [Change] = []
            compareJSON(left, right, path: field, at: index, into: &changes)
            return changes
        }
        guard a != b else { return [] }
        let text = { (data: Data) -> String? in
            data.isEmpty ? nil : (String(data: data, encoding: .utf8) ?? "\(data.count) bytes of binary data")
        }
        return [Change(interaction: index, field: field, old: text(a), new: text(b))]
    }

    private func compareJSON(_ a: JSONValue, _ b: JSONValue, path: String, at index: Int, into changes: inout [Change])
    {
        let describe = { (value: JSONValue?) -> String? in value.map { $0.stringValue ?? JSONWriter.compact($0) } }
        switch (a, b) {
        case (.object(let left), .object(let right)):
            var keys: [String] = []
            for (key, _) in left + right where !keys.contains(key) && !ignoredFields.contains(key) { keys.append(key) }
            for key in keys {
                let old = left.first { $0.0 == key }?.1
                let new = right.first { $0.0 == key }?.1
                if let old, let new {
                    compareJSON(old, new, path: path + "." + key, at: index, into: &changes)
                } else {
                    changes.append(
                        Change(interaction: index, field: path + "." + key, old: describe(old), new: describe(new)))
                }
            }
        case (.array(let left), .array(let right)):
            for position in 0..<max(left.count, right.count) {
                let old = position < left.count ? left[position] : nil
                let new = position < right.count ? right[position] : nil
                if let old, let new {
                    compareJSON(old, new, path: path + "[\(position)]", at: index, into: &changes)
                } else {
                    changes.append(
                        Change(
                            interaction: index, field: path + "[\(position)]", old: describe(old), new: describe(new)))
                }
            }
        default:
            if !a.semanticallyEquals(b) {
                changes.append(Change(interaction: index, field: path, old: describe(a), new: describe(b)))
            }
        }
    }
}
