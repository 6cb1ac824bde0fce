/// The stable stand-ins that redacted values become: `NOWTAPE_REDACTED_1`, `NOWTAPE_REDACTED_2`, …
public enum Placeholder {
    /// What every placeholder starts with.
    public static let prefix = "NOWTAPE_REDACTED_"

    /// The placeholder numbered `number`.
    public static func make(_ number: Int) -> String { prefix + String(number) }

    /// Whether `text` is exactly one placeholder.
    public static func isPlaceholder(_ text: String) -> Bool { number(in: text) != nil }

    /// The number of the placeholder `text` is, if it is one.
    public static func number(in text: String) -> Int? {
        guard text.hasPrefix(prefix) else { return nil }
        let digits = text.dropFirst(prefix.count)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
        return Int(digits)
    }

    /// Every placeholder in `text`, with malformed ones (the prefix without a number) reported as nil.
    public static func occurrences(in text: String) -> [Int?] {
        var found: [Int?] = []
        var rest = text[...]
        while let range = rest.range(of: prefix) {
            let digits = rest[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
            found.append(digits.isEmpty ? nil : Int(digits))
            rest = rest[range.upperBound...]
        }
        return found
    }

    /// Whether `text` holds a placeholder, found with a byte scan (this runs for every value matching compares).
    public static func occurs(in text: String) -> Bool {
        let needle = Array(prefix.utf8)
        var utf8 = text.utf8[...]
        while let start = utf8.firstIndex(of: needle[0]) {
            if utf8[start...].starts(with: needle) { return true }
            utf8 = utf8[utf8.index(after: start)...]
        }
        return false
    }

    /// Whether `recorded`, which may hold placeholders, matches `actual`: each placeholder stands for any text.
    public static func matches(recorded: String, actual: String) -> Bool {
        if recorded == actual { return true }
        guard occurs(in: recorded) else { return false }
        var pieces: [Substring] = []
        var rest = recorded[...]
        while let range = rest.range(of: prefix) {
            pieces.append(rest[..<range.lowerBound])
            rest = rest[range.upperBound...].drop { $0.isASCII && $0.isNumber }
        }
        pieces.append(rest)
        return wildcardMatch(pieces, actual[...])
    }

    private static func wildcardMatch(_ pieces: [Substring], _ text: Substring) -> Bool {
        guard let first = pieces.first else { return text.isEmpty }
        guard text.hasPrefix(first) else { return false }
        var remaining = text.dropFirst(first.count)
        let middle = pieces.dropFirst().dropLast()
        for piece in middle {
            guard let range = remaining.range(of: piece) else { return false }
            remaining = remaining[range.upperBound...]
        }
        guard pieces.count > 1, let last = pieces.last else { return remaining.isEmpty }
        return remaining.hasSuffix(last)
    }
}
