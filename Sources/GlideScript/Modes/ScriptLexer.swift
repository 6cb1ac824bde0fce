/// Splits a script into tokens, skipping comments and the insides of strings and templates, so that a feature is
/// found only where the script's code uses it. It reads any text without failing: what it cannot read becomes a
/// one-character punctuator, and the engine's own parser reports real syntax errors.
///
/// It reads UTF-8 bytes: every byte of a multi-byte character counts as part of an identifier, which is all a
/// scanner for features needs, and keeps the scan a single pass with no allocation but the tokens'.
struct ScriptLexer {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var line = 1
    private var tokens: [ScriptToken] = []
    /// For each open `${` of a template, the brace depth at which it closes.
    private var templateDepths: [Int] = []
    private var braceDepth = 0
    /// The tables the scan reads for every name and punctuator, held here so the loop does not look them up.
    private let keptWordTable = Self.keptWordTable
    private let punctuatorTable = Self.punctuatorTable

    /// The tokens of `source`.
    static func tokens(of source: String) -> [ScriptToken] {
        var source = source
        return source.withUTF8 { bytes in
            var lexer = ScriptLexer(bytes: bytes)
            // About one token for every five bytes of a typical script.
            lexer.tokens.reserveCapacity(bytes.count / 5 + 16)
            lexer.run()
            return lexer.tokens
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    private func peek(_ ahead: Int = 0) -> UInt8? {
        position + ahead < bytes.count ? bytes[position + ahead] : nil
    }

    private mutating func emit(_ kind: ScriptToken.Kind, from start: Int, line: Int) {
        tokens.append(ScriptToken(kind: kind, code: ScriptTokenText.none, line: line, start: start, end: position))
    }

    /// Emits a number with the forms the feature table lists: a separator, an octal or binary prefix, a BigInt.
    private mutating func emitNumber(from start: Int, line: Int) {
        var forms: ScriptToken.NumberForms = []
        for index in start..<position where bytes[index] == UInt8(ascii: "_") { forms.insert(.separator) }
        if position - start > 1, bytes[start] == UInt8(ascii: "0") {
            let radix = bytes[start + 1] | 0x20
            if radix == UInt8(ascii: "o") || radix == UInt8(ascii: "b") { forms.insert(.octalOrBinary) }
        }
        if bytes[position - 1] == UInt8(ascii: "n") { forms.insert(.bigInt) }
        tokens.append(
            ScriptToken(
                kind: .number, code: ScriptTokenText.none, numberForms: forms, line: line, start: start,
                end: position))
    }

    /// Emits a name, with its text only when it is one of `keptWords`: the name's first byte and length pick the few
    /// kept words it could be, which are compared byte by byte, so no string is made or hashed for any name.
    private mutating func emitIdentifier(from start: Int, line: Int) {
        let length = position - start
        var code = ScriptTokenText.none
        if length <= Self.longestKeptWord {
            for index in keptWordTable.entries(forKey: Int(bytes[start]) &* 32 &+ length)
            where keptWordTable.matches(index, in: bytes, at: start) {
                code = keptWordTable.entry(index).code
                break
            }
        }
        tokens.append(ScriptToken(kind: .identifier, code: code, line: line, start: start, end: position))
    }

    /// The names whose text a token keeps: every name the feature scanner, the source facts and the lexer itself
    /// look at.
    static let keptWords: Set<String> = ScriptFeatureScanner.wordsRead.union(SourceFacts.wordsRead).union(
        expressionKeywords)

    private static let longestKeptWord = min(31, keptWords.map(\.utf8.count).max() ?? 0)

    /// The kept words under their first byte and length (`byte * 32 + length`, for lengths under 32).
    private static let keptWordTable = ByteWordTable(
        keyCount: 256 * 32,
        words: keptWords.sorted().compactMap { word in
            guard let first = word.utf8.first, word.utf8.count < 32 else { return nil }
            return (Int(first) * 32 + word.utf8.count, word, ScriptTokenText.code(of: word))
        })

    private mutating func advance() {
        if bytes[position] == UInt8(ascii: "\n") { line += 1 }
        position += 1
    }

    private mutating func run() {
        let count = bytes.count
        while position < count {
            let byte = bytes[position]
            // Spaces and names are most of a script: they are read before anything else is asked.
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                position += 1
                continue
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                position += 1
                continue
            }
            let start = position
            let startLine = line
            if Self.isNameStart(byte) {
                position += 1
                while position < count, Self.isIdentifierByte(bytes[position]) { position += 1 }
                emitIdentifier(from: start, line: startLine)
                continue
            }
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
                emit(.string, from: start, line: startLine)
            case UInt8(ascii: "`"):
                advance()
                emit(.template, from: start, line: startLine)
                skipTemplate()
            case UInt8(ascii: "}") where templateDepths.last == braceDepth:
                templateDepths.removeLast()
                advance()
                skipTemplate()
            case UInt8(ascii: "#") where peek(1).map(Self.isIdentifierByte) == true:
                advance()
                while let next = peek(), Self.isIdentifierByte(next) { position += 1 }
                emit(.privateName, from: start, line: startLine)
            case _ where Self.isDigit(byte) || (byte == UInt8(ascii: ".") && peek(1).map(Self.isDigit) == true):
                while let next = peek(), Self.isIdentifierByte(next) || next == UInt8(ascii: ".") { position += 1 }
                emitNumber(from: start, line: startLine)
            case UInt8(ascii: "/") where regularExpressionAllowed:
                skipRegularExpression()
                emit(.regularExpression, from: start, line: startLine)
            default:
                let code = readPunctuator()
                tokens.append(ScriptToken(kind: .punctuator, code: code, line: startLine, start: start, end: position))
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
        case .identifier: return Self.expressionKeywordCodes.contains(previous.code)
        case .punctuator: return !Self.closingCodes.contains(previous.code)
        }
    }

    private static let expressionKeywordCodes = Set(expressionKeywords.map(ScriptTokenText.code(of:)))
    private static let closingCodes: Set<UInt16> = Set([")", "]", "}"].map(ScriptTokenText.code(of:)))

    private static let expressionKeywords: Set<String> = [
        "return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield",
        "await",
    ]

    /// The punctuators of more than one character, longest first, so that `>>>=` is read whole.
    static let punctuators: [String] = [
        ">>>=", "...", "===", "!==", "**=", "<<=", ">>=", ">>>", "&&=", "||=", "??=", "=>", "==", "!=", "<=", ">=",
        "&&", "||", "??", "?.", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<", ">>", "**",
    ]

    /// The punctuators of more than one character under their first byte, longest first.
    private static let punctuatorTable = ByteWordTable(
        keyCount: 256,
        words: punctuators.compactMap { text in
            text.utf8.first.map { (Int($0), text, ScriptTokenText.code(of: text)) }
        })

    private static let optionalChainCode = ScriptTokenText.code(of: "?.")

    /// Reads one punctuator and returns its code.
    private mutating func readPunctuator() -> UInt16 {
        for index in punctuatorTable.entries(forKey: Int(bytes[position]))
        where punctuatorTable.matches(index, in: bytes, at: position) {
            let candidate = punctuatorTable.entry(index)
            // `a?.5:1` is a conditional with a number, not an optional chain.
            if candidate.code == Self.optionalChainCode, let digit = peek(2), Self.isDigit(digit) {
                continue
            }
            position += candidate.length
            return candidate.code
        }
        let byte = bytes[position]
        if byte == UInt8(ascii: "{") { braceDepth += 1 }
        if byte == UInt8(ascii: "}") { braceDepth -= 1 }
        advance()
        return ScriptTokenText.code(ofByte: byte)
    }

    /// Whether `byte` starts a name: an identifier byte that is not a digit.
    private static func isNameStart(_ byte: UInt8) -> Bool { isIdentifierByte(byte) && !isDigit(byte) }

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
