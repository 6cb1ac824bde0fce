/// The meaning of `123TEXTQUERY321=` keywords: whole words, matched without regard to case.
///
/// `|` separates alternatives. Within one alternative every term must match. A term is a word, or a run of words
/// (`"quoted words"`, or text joined by punctuation such as `ios-14`) that must appear together in one field. A
/// term ending in `*` matches words that start with it. Words are runs of letters and digits, as in SQLite's
/// `unicode61` tokenizer, so a store can run the same search on a full-text index.
public struct KeywordSearch: Sendable, Hashable {
    /// The prefix that marks a keyword term in an encoded query.
    public static let prefix = "123TEXTQUERY321="

    /// A run of words that must appear consecutively in one field.
    public struct Phrase: Sendable, Hashable {
        /// The lowercased words.
        public var words: [String]
        /// Whether the last word matches as a prefix.
        public var isPrefix: Bool
    }

    /// Alternatives, each a list of phrases that must all match; an empty list means every record matches.
    public let alternatives: [[Phrase]]

    /// Parses keywords as the platform's search box reads them.
    public init(_ keywords: String) {
        let parsed = keywords.split(separator: "|").map { Self.phrases(in: Substring($0)) }
        alternatives = parsed.contains { $0.isEmpty } ? [] : parsed
    }

    /// Whether any alternative has all its phrases in `fields`.
    public func matches(_ fields: [String]) -> Bool {
        guard !alternatives.isEmpty else { return true }
        let tokenized = fields.map(Self.words(in:))
        return alternatives.contains { phrases in
            phrases.allSatisfy { phrase in tokenized.contains { Self.contains($0, phrase) } }
        }
    }

    /// The lowercased words of `text`: runs of letters and digits.
    public static func words<S: StringProtocol>(in text: S) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber {
                current += character.lowercased()
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func contains(_ words: [String], _ phrase: Phrase) -> Bool {
        let count = phrase.words.count
        guard count > 0, words.count >= count else { return count == 0 }
        for start in 0...(words.count - count) {
            var matched = true
            for (offset, word) in phrase.words.enumerated() {
                let candidate = words[start + offset]
                let isLast = offset == count - 1
                if !(candidate == word || (isLast && phrase.isPrefix && candidate.hasPrefix(word))) {
                    matched = false
                    break
                }
            }
            if matched { return true }
        }
        return false
    }

    private static func phrases(in text: Substring) -> [Phrase] {
        var phrases: [Phrase] = []
        for (index, piece) in text.split(separator: "\"", omittingEmptySubsequences: false).enumerated() {
            let terms = index % 2 == 1 ? [piece] : piece.split(whereSeparator: \.isWhitespace)
            for term in terms {
                let words = Self.words(in: term)
                guard !words.isEmpty else { continue }
                phrases.append(Phrase(words: words, isPrefix: term.hasSuffix("*")))
            }
        }
        return phrases
    }
}
