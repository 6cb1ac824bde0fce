/// Measures how deeply brackets nest in a GraphQL document or a JSON body without parsing it, so a request nested
/// thousands of levels is refused before a recursive parser or validator can run out of stack.
///
/// Strings (`"…"` with escapes, GraphQL's `"""…"""` block strings) and, in GraphQL, `#` comments are skipped, so
/// brackets inside them do not count. The scan stops as soon as the limit is passed.
struct NestingGuard {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 0

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Where the nesting first passes `limit`: the 1-based line and column of the bracket that opened one level
    /// too many, or nil when it never does.
    static func firstExcess(in text: String, limit: Int, comments: Bool) -> (line: Int, column: Int)? {
        var scanner = NestingGuard(text)
        return scanner.scan(limit: limit, comments: comments)
    }

    private mutating func next() -> UInt8? {
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 0
        } else {
            column += 1
        }
        return byte
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func scan(limit: Int, comments: Bool) -> (line: Int, column: Int)? {
        var depth = 0
        while let byte = next() {
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "("):
                depth += 1
                if depth > limit { return (line, column) }
            case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ")"):
                depth = max(0, depth - 1)
            case UInt8(ascii: "#") where comments:
                while let skipped = next(), skipped != UInt8(ascii: "\n") {}
            case UInt8(ascii: "\""):
                if peek() == UInt8(ascii: "\""), peek(1) == UInt8(ascii: "\"") {
                    _ = next()
                    _ = next()
                    skipBlockString()
                } else {
                    skipString()
                }
            default:
                continue
            }
        }
        return nil
    }

    /// Skips to the end of a string whose opening quote was read: the next unescaped quote, or the end of the line.
    private mutating func skipString() {
        while let byte = next() {
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n") { return }
            if byte == UInt8(ascii: "\\") { _ = next() }
        }
    }

    /// Skips to the end of a block string whose opening `"""` was read: the next `"""` not escaped as `\"""`.
    private mutating func skipBlockString() {
        while let byte = next() {
            if byte == UInt8(ascii: "\\"), peek() == UInt8(ascii: "\"") {
                _ = next()
            } else if byte == UInt8(ascii: "\""), peek() == UInt8(ascii: "\""), peek(1) == UInt8(ascii: "\"") {
                _ = next()
                _ = next()
                return
            }
        }
    }
}
