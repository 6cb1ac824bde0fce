/// Finds a short ASCII needle in text by its UTF-8 bytes.
///
/// The standard library's generic `firstRange(of:)` over a UTF-8 view costs far more than the search itself on the
/// short strings scenarios expand on every step: it took a seventh of a replayed step's time.
enum ASCIISearch {
    /// The range of the first `needle` in `text`, or nil.
    static func firstRange(of needle: StaticString, in text: Substring) -> Range<String.Index>? {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        let utf8 = text.utf8
        // The offset of the match, or -1 for none.
        let found = utf8.withContiguousStorageIfAvailable { bytes -> Int in
            guard let first = pattern.first, bytes.count >= pattern.count else { return -1 }
            var offset = 0
            while offset <= bytes.count - pattern.count {
                if bytes[offset] == first
                    && (1..<pattern.count).allSatisfy({ bytes[offset + $0] == pattern[$0] })
                {
                    return offset
                }
                offset += 1
            }
            return -1
        }
        guard let found else {
            // Text with no contiguous UTF-8 (bridged or lazily decoded): the general search.
            return utf8.firstRange(of: pattern)
        }
        guard found >= 0 else { return nil }
        let lower = utf8.index(utf8.startIndex, offsetBy: found)
        return lower..<utf8.index(lower, offsetBy: pattern.count)
    }

    /// Whether `needle` occurs in `text`.
    static func contains(_ needle: StaticString, in text: String) -> Bool {
        firstRange(of: needle, in: Substring(text)) != nil
    }
}
