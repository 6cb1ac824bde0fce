import NowQuery
import Synchronization

/// Encoded queries already parsed, by their text. Clients send the same few queries over and over, and parsing is
/// a pure function of the text, so each is parsed once; what a query means at run time (the user, the time of day)
/// is worked out later, when it is compiled.
enum ParsedQueries {
    /// How many texts are kept; past this the cache starts again.
    static let capacity = 512
    /// Longer texts are parsed each time rather than kept.
    static let longestKept = 4_096
    private static let parsed = Mutex<[String: EncodedQueryParser.LenientResult]>([:])

    /// ``EncodedQueryParser/parseLeniently(_:)``, remembered.
    static func leniently(_ text: String) -> EncodedQueryParser.LenientResult {
        guard text.utf8.count <= longestKept else { return EncodedQueryParser.parseLeniently(text) }
        if let known = parsed.withLock({ $0[text] }) { return known }
        let result = EncodedQueryParser.parseLeniently(text)
        parsed.withLock { cache in
            if cache.count >= capacity { cache.removeAll(keepingCapacity: true) }
            cache[text] = result
        }
        return result
    }
}
