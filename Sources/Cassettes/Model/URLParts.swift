/// Splits an absolute URL (or a bare target) into its percent-encoded path and query, without Foundation's URL
/// parser, which costs more than the rest of matching a request.
struct URLParts {
    /// The path as sent, `/` when empty.
    let encodedPath: Substring
    /// The query as sent, without `?`; nil when there is none.
    let encodedQuery: Substring?

    init(_ url: String) {
        // Byte scans over UTF-8: the separators are ASCII, and Character iteration would pay for grapheme breaking.
        let utf8 = url.utf8
        var start = utf8.startIndex
        if let afterScheme = Self.endOfScheme(url) {
            start =
                utf8[afterScheme...].firstIndex {
                    $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
                } ?? utf8.endIndex
        }
        let end = utf8[start...].firstIndex(of: UInt8(ascii: "#")) ?? utf8.endIndex
        if let question = utf8[start..<end].firstIndex(of: UInt8(ascii: "?")) {
            encodedPath = url[start..<question]
            encodedQuery = url[utf8.index(after: question)..<end]
        } else {
            encodedPath = url[start..<end]
            encodedQuery = nil
        }
    }

    /// Where the authority starts, after `scheme://`, found without Foundation's string search.
    private static func endOfScheme(_ url: String) -> String.Index? {
        let utf8 = url.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: ":") {
                let slash1 = utf8.index(after: index)
                guard slash1 != utf8.endIndex, utf8[slash1] == UInt8(ascii: "/") else { return nil }
                let slash2 = utf8.index(after: slash1)
                guard slash2 != utf8.endIndex, utf8[slash2] == UInt8(ascii: "/") else { return nil }
                return utf8.index(after: slash2)
            }
            // A scheme is letters, digits, `+`, `-` and `.`; anything else means there is none.
            let isSchemeByte =
                (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x2B || byte == 0x2D || byte == 0x2E
            guard isSchemeByte else { return nil }
            index = utf8.index(after: index)
        }
        return nil
    }
}
