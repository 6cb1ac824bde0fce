/// Splits a script into tokens, skipping comments and the insides of strings and templates, so that a feature is
/// found only where the script's code uses it. It reads any text without failing: what it cannot read becomes a
/// one-character punctuator, and the engine's own parser reports real syntax errors.
///
/// It reads UTF-8 bytes: every byte of a multi-byte character counts as part of an identifier, which is all a
/// scanner for features needs, and keeps the scan a single pass with no allocation but the tokens'.
struct ScriptLexer {
    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var tokens: [ScriptToken] = []
    /// For each open `${` of a template, the brace depth at which it closes.
    private var templateDepths: [Int] = []
    private var braceDepth = 0

    /// The tokens of `source`.
    static func tokens(of source: String) -> [ScriptToken] {
        var lexer = ScriptLexer(bytes: Array(source.utf8))
        lexer.run()
        return lexer.tokens
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func peek(_ ahead: Int = 0) -> UInt8? {
        position + ahead < bytes.count ? bytes[position + ahead] : nil
    }

    private mutating func emit(_ kind: ScriptToken.Kind, from start: Int, line: Int, keepingText: Bool = true) {
        let text = keepingText ? String(decoding: bytes[start..<position], as: UTF8.self) : ""
        tokens.append(ScriptToken(kind: kind, text: text, line: line, start: start, end: position))
    }

    /// Emits a name, with its text only when it is one of `keptWords`: a table of first bytes and lengths sets most
    /// names aside before any string is made.
    private mutating func emitIdentifier(from start: Int, line: Int) {
        let length = position - start
        var text = ""
        if length < Self.longestKeptWord + 1, Self.keptShapes[Int(bytes[start]) &* 32 &+ length] {
            let word = String(decoding: bytes[start..<position], as: UTF8.self)
            if Self.keptWords.contains(word) { text = word }
        }
        tokens.append(ScriptToken(kind: .identifier, text: text, line: line, start: start, end: position))
    }

    /// The names whose text a token keeps: every name the feature scanner, the source facts and the lexer itself
    /// look at.
    static let keptWords: Set<String> = ScriptFeatureScanner.wordsRead.union(SourceFacts.wordsRead).union(
        expressionKeywords)

    private static let longestKeptWord = min(31, keptWords.map(\.utf8.count).max() ?? 0)

    /// For each first byte and length under 32 (`byte * 32 + length`), whether a kept word has that shape.
    private static let keptShapes: [Bool] = {
        var shapes = [Bool](repeating: false, count: 256 * 32)
        for word in keptWords {
            let utf8 = Array(word.utf8)
            if let first = utf8.first, utf8.count < 32 { shapes[Int(first) * 32 + utf8.count] = true }
        }
        return shapes
    }()

    /// The text of each one-byte punctuator, made once.
    private static let oneByteTexts: [String] = (0..<256).map { byte in
        byte < 0x80 ? String(UnicodeScalar(UInt8(byte))) : ""
    }

    private mutating func advance() {
        if bytes[position] == UInt8(ascii: "\n") { line += 1 }
        position += 1
    }

    private mutating func run() {
        while let byte = peek() {
            let start = position
            let startLine = line
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                advance()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while let next = peek(), next != UInt8(ascii: "\n") { position += 1 }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                position += 2
                while let next = peek(), !(next == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) { advance() }
                position = min(position + 2, bytes.count)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                skipString(quote: byte)
                emit(.string, from: start, line: startLine, keepingText: false)
            case UInt8(ascii: "`"):
                advance()
                emit(.template, from: start, line: startLine, keepingText: false)
                skipTemplate()
            case UInt8(ascii: "}") where templateDepths.last == braceDepth:
                templateDepths.removeLast()
                advance()
                skipTemplate()
            case UInt8(ascii: "#") where peek(1).map(Self.isIdentifierByte) == true:
                advance()
                while let next = peek(), Self.isIdentifierByte(next) { position += 1 }
                emit(.privateName, from: start, line: startLine)
            case _ where Self.isIdentifierByte(byte) && !Self.isDigit(byte):
                while let next = peek(), Self.isIdentifierByte(next) { position += 1 }
                emitIdentifier(from: start, line: startLine)
            case _ where Self.isDigit(byte) || (byte == UInt8(ascii: ".") && peek(1).map(Self.isDigit) == true):
                while let next = peek(), Self.isIdentifierByte(next) || next == UInt8(ascii: ".") { position += 1 }
                emit(.number, from: start, line: startLine)
            case UInt8(ascii: "/") where regularExpressionAllowed:
                skipRegularExpression()
                emit(.regularExpression, from: start, line: startLine, keepingText: false)
            default:
                let text = readPunctuator()
                tokens.append(ScriptToken(kind: .punctuator, text: text, line: startLine, start: start, end: position))
            }
        }
    }

    private mutating func skipString(quote: UInt8) {
        advance()
        while let next = peek(), next != quote, next != UInt8(ascii: "\n") {
            if next == UInt8(ascii: "\\") { advance() }
            if peek() != nil { advance() }
        }
        if peek() == quote { advance() }
    }

    /// Skips template text up to its closing backquote, or into a `${` substitution, whose end it remembers.
    private mutating func skipTemplate() {
        while let next = peek() {
            if next == UInt8(ascii: "\\") {
                advance()
                if peek() != nil { advance() }
            } else if next == UInt8(ascii: "`") {
                advance()
                return
            } else if next == UInt8(ascii: "$") && peek(1) == UInt8(ascii: "{") {
                position += 2
                templateDepths.append(braceDepth)
                return
            } else {
                advance()
            }
        }
    }

    private mutating func skipRegularExpression() {
        advance()
        var inClass = false
        while let next = peek(), next != UInt8(ascii: "\n") {
            if next == UInt8(ascii: "\\") {
                advance()
                if let escaped = peek(), escaped != UInt8(ascii: "\n") { advance() }
                continue
            }
            advance()
            if next == UInt8(ascii: "[") {
                inClass = true
            } else if next == UInt8(ascii: "]") {
                inClass = false
            } else if next == UInt8(ascii: "/") && !inClass {
                break
            }
        }
        while let next = peek(), Self.isIdentifierByte(next) { position += 1 }
    }

    /// Whether a `/` here starts a regular expression rather than dividing: after an operator, an opening bracket,
    /// a keyword that takes an expression, or nothing.
    private var regularExpressionAllowed: Bool {
        guard let previous = tokens.last else { return true }
        switch previous.kind {
        case .number, .string, .regularExpression, .privateName: return false
        case .template: return true
        case .identifier: return Self.expressionKeywords.contains(previous.text)
        case .punctuator: return !(previous.text == ")" || previous.text == "]" || previous.text == "}")
        }
    }

    private static let expressionKeywords: Set<String> = [
        "return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield",
        "await",
    ]

    /// The punctuators of more than one character, longest first, so that `>>>=` is read whole.
    private static let punctuators: [String] = [
        ">>>=", "...", "===", "!==", "**=", "<<=", ">>=", ">>>", "&&=", "||=", "??=", "=>", "==", "!=", "<=", ">=",
        "&&", "||", "??", "?.", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<", ">>", "**",
    ]

    /// For each first byte, the punctuators of more than one character that start with it, longest first, as bytes
    /// and as text.
    private static let punctuatorsByFirstByte: [[(bytes: [UInt8], text: String)]] = (0..<256).map { byte in
        punctuators.filter { $0.utf8.first == UInt8(byte) }.map { (Array($0.utf8), $0) }
    }

    private func matches(_ candidate: [UInt8]) -> Bool {
        guard position + candidate.count <= bytes.count else { return false }
        for (offset, byte) in candidate.enumerated() where bytes[position + offset] != byte { return false }
        return true
    }

    /// Reads one punctuator and returns its text.
    private mutating func readPunctuator() -> String {
        for candidate in Self.punctuatorsByFirstByte[Int(bytes[position])] where matches(candidate.bytes) {
            // `a?.5:1` is a conditional with a number, not an optional chain.
            if candidate.text == "?.", let digit = peek(2), Self.isDigit(digit) {
                continue
            }
            position += candidate.bytes.count
            return candidate.text
        }
        let byte = bytes[position]
        if byte == UInt8(ascii: "{") { braceDepth += 1 }
        if byte == UInt8(ascii: "}") { braceDepth -= 1 }
        advance()
        return Self.oneByteTexts[Int(byte)]
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// ASCII letters, digits, `$`, `_` and `\` (an escape in a name), and every byte of a non-ASCII character.
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "$"), UInt8(ascii: "_"), UInt8(ascii: "\\"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }
}
