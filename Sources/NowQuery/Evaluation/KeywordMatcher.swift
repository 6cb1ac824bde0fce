/// Matches `123TEXTQUERY321=` keyword terms against a record's text.
///
/// `|` separates alternatives; within one alternative every word must appear, and `"quoted words"` must appear
/// together. Matching ignores case.
struct KeywordMatcher {
    private let alternatives: [[String]]

    init(_ keywords: String) {
        alternatives = keywords.split(separator: "|").map { Self.terms(in: String($0).asciiLowercased) }.filter {
            !$0.isEmpty
        }
    }

    func matches(_ text: String) -> Bool {
        guard !alternatives.isEmpty else { return true }
        let haystack = text.asciiLowercased
        return alternatives.contains { terms in terms.allSatisfy { haystack.contains($0) } }
    }

    private static func terms(in text: String) -> [String] {
        var terms: [String] = []
        for (index, piece) in text.split(separator: "\"", omittingEmptySubsequences: false).enumerated() {
            if index % 2 == 1 {
                let phrase = piece.trimmingSpaces
                if !phrase.isEmpty { terms.append(String(phrase)) }
            } else {
                terms.append(contentsOf: piece.split(whereSeparator: \.isWhitespace).map(String.init))
            }
        }
        return terms
    }
}
