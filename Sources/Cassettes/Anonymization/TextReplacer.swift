import Foundation

/// Replaces whole values in text: each original where it stands alone (not inside a longer word), longest first,
/// in plain, percent-encoded and form-encoded spellings, so that a name is replaced in a body, a query and a link.
struct TextReplacer: Sendable {
    private let entries: [(original: String, fake: String)]

    init(_ mapping: [String: String]) {
        var entries: [(String, String)] = []
        for (original, fake) in mapping where !original.isEmpty {
            entries.append((original, fake))
            for (encodedOriginal, encodedFake) in Self.encodings(original, fake) where encodedOriginal != original {
                entries.append((encodedOriginal, encodedFake))
            }
        }
        self.entries = entries.sorted { ($0.0.count, $0.0) > ($1.0.count, $1.0) }
    }

    /// `text` with every original replaced by its fake.
    func replace(_ text: String) -> String {
        var result = text
        for (original, fake) in entries where result.contains(original) {
            result = Self.replacing(original, with: fake, in: result)
        }
        return result
    }

    /// Which originals `text` still holds, standing alone.
    func originals(in text: String) -> [String] {
        entries.filter { text.contains($0.original) && Self.standsAlone($0.original, in: text) }.map(\.original)
    }

    private static func encodings(_ original: String, _ fake: String) -> [(String, String)] {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+")
        var pairs: [(String, String)] = []
        if let encoded = original.addingPercentEncoding(withAllowedCharacters: allowed),
            let encodedFake = fake.addingPercentEncoding(withAllowedCharacters: allowed)
        {
            pairs.append((encoded, encodedFake))
            pairs.append(
                (
                    encoded.replacingOccurrences(of: "%20", with: "+"),
                    encodedFake.replacingOccurrences(of: "%20", with: "+")
                ))
        }
        let escaped = { (text: String) in
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "'", with: "&apos;")
                .replacingOccurrences(of: "\"", with: "&quot;")
        }
        pairs.append((escaped(original), escaped(fake)))
        return pairs
    }

    private static func isWordCharacter(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character.isLetter || character.isNumber || character == "_"
    }

    private static func boundaryOK(_ text: String, _ range: Range<String.Index>, _ original: String) -> Bool {
        // A percent escape (`%3D`) before the value ends a word, as the character it stands for would.
        let prefix = text[..<range.lowerBound].suffix(3)
        if prefix.count == 3, prefix.first == "%", prefix.dropFirst().allSatisfy(\.isHexDigit) {
            let after = range.upperBound < text.endIndex ? text[range.upperBound] : nil
            return !(isWordCharacter(after) && isWordCharacter(original.last))
        }
        let before = range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : nil
        let after = range.upperBound < text.endIndex ? text[range.upperBound] : nil
        let first = original.first
        let last = original.last
        return !(isWordCharacter(before) && isWordCharacter(first))
            && !(isWordCharacter(after) && isWordCharacter(last))
    }

    private static func standsAlone(_ original: String, in text: String) -> Bool {
        var start = text.startIndex
        while let range = text.range(of: original, range: start..<text.endIndex) {
            if boundaryOK(text, range, original) { return true }
            start = range.upperBound
        }
        return false
    }

    private static func replacing(_ original: String, with fake: String, in text: String) -> String {
        var result = ""
        var start = text.startIndex
        while let range = text.range(of: original, range: start..<text.endIndex) {
            result += text[start..<range.lowerBound]
            result += boundaryOK(text, range, original) ? fake : String(text[range])
            start = range.upperBound
        }
        result += text[start...]
        return result
    }
}
