import Foundation
import JSONText
import QueryStrings

/// Compares a request body with a recorded one: by JSON meaning, byte for byte, or not at all.
enum BodyComparison {
    static let maximumListed = 5

    static func differences(_ mode: MatchRules.Body, recorded: Data, actual: Data) -> [MatchDifference] {
        if mode != .ignore, sameFiles(recorded, actual) == true { return [] }
        switch mode {
        case .ignore:
            return []
        case .exact:
            return textMatches(recorded, actual) ? [] : [wholeBody(recorded, actual)]
        case .json:
            if let expected = json(recorded), let sent = json(actual) {
                var found: [MatchDifference] = []
                compare(expected, sent, path: "body", into: &found)
                return Array(found.prefix(maximumListed))
            }
            if let expected = form(recorded), let sent = form(actual) {
                let names = (expected.map(\.0) + sent.map(\.0)).reduce(into: [String]()) {
                    if !$0.contains($1) { $0.append($1) }
                }
                return names.compactMap { name in
                    let want = expected.first { $0.0 == name }?.1
                    let got = sent.first { $0.0 == name }?.1
                    if let want, let got, Placeholder.matches(recorded: want, actual: got) { return nil }
                    return MatchDifference(field: "body." + name, recorded: want, actual: got)
                }
            }
            return textMatches(recorded, actual) ? [] : [wholeBody(recorded, actual)]
        }
    }

    private static func textMatches(_ recorded: Data, _ actual: Data) -> Bool {
        if let same = sameFiles(recorded, actual) { return same }
        if recorded == actual { return true }
        guard let expected = String(data: recorded, encoding: .utf8), Placeholder.occurs(in: expected),
            let sent = String(data: actual, encoding: .utf8)
        else { return false }
        return Placeholder.matches(recorded: expected, actual: sent)
    }

    private static func wholeBody(_ recorded: Data, _ actual: Data) -> MatchDifference {
        MatchDifference(field: "body", recorded: preview(recorded), actual: preview(actual))
    }

    /// Whether two mapped body files hold the same bytes, told by their hashes without reading them; nil unless
    /// both are such files with known hashes.
    private static func sameFiles(_ recorded: Data, _ actual: Data) -> Bool? {
        guard recorded.count > 0, recorded.count == actual.count else { return nil }
        guard let first = MappedBodyFile.origin(of: recorded)?.sha256,
            let second = MappedBodyFile.origin(of: actual)?.sha256
        else { return nil }
        return first == second
    }

    static func preview(_ body: Data) -> String? {
        if MappedBodyFile.origin(of: body)?.isBinary == true { return "\(body.count) bytes of binary data" }
        guard !body.isEmpty else { return nil }
        guard let text = String(data: body, encoding: .utf8) else { return "\(body.count) bytes of binary data" }
        return text.count > 200 ? String(text.prefix(200)) + "…" : text
    }

    private static func json(_ body: Data) -> JSONValue? {
        guard MappedBodyFile.origin(of: body)?.isBinary != true,
            let first = body.first(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }),
            first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
        else { return nil }
        return try? JSONParser.parse(body)
    }

    private static func form(_ body: Data) -> [(String, String)]? {
        guard !body.isEmpty, MappedBodyFile.origin(of: body)?.isBinary != true,
            let text = String(data: body, encoding: .utf8), text.contains("="),
            !text.contains(where: { $0 == "\n" || $0 == "{" })
        else { return nil }
        return QueryString.pairs(text).map { ($0.name, $0.value) }
    }

    /// A string as its text, anything else as compact JSON.
    private static func describe(_ value: JSONValue) -> String {
        value.stringValue ?? JSONWriter.compact(value)
    }

    private static func compare(
        _ recorded: JSONValue, _ actual: JSONValue, path: String, into found: inout [MatchDifference]
    ) {
        guard found.count < maximumListed else { return }
        switch (recorded, actual) {
        case (.string(let want), _) where Placeholder.occurs(in: want):
            let got: String
            switch actual {
            case .string(let text): got = text
            default: got = JSONWriter.compact(actual)
            }
            if !Placeholder.matches(recorded: want, actual: got) {
                found.append(MatchDifference(field: path, recorded: want, actual: got))
            }
        case (.object(let want), .object(let got)):
            let sent = Dictionary(got, uniquingKeysWith: { first, _ in first })
            let expected = Dictionary(want, uniquingKeysWith: { first, _ in first })
            for (key, value) in want {
                if let other = sent[key] {
                    compare(value, other, path: path + "." + key, into: &found)
                } else {
                    found.append(MatchDifference(field: path + "." + key, recorded: describe(value), actual: nil))
                }
            }
            for (key, value) in got where expected[key] == nil {
                found.append(MatchDifference(field: path + "." + key, recorded: nil, actual: describe(value)))
            }
        case (.array(let want), .array(let got)) where want.count == got.count:
            for (index, pair) in zip(want, got).enumerated() {
                compare(pair.0, pair.1, path: path + "[\(index)]", into: &found)
            }
        default:
            if !recorded.semanticallyEquals(actual) {
                found.append(MatchDifference(field: path, recorded: describe(recorded), actual: describe(actual)))
            }
        }
    }
}
