/// Splits a script into tokens, skipping comments and the insides of strings and templates, so that a feature is
/// found only where the script's code uses it. It reads any text without failing: what it cannot read becomes a
/// one-character punctuator, and the engine's own parser reports real syntax errors.
struct ScriptLexer {
    private let scalars: [Unicode.Scalar]
    private let source: String
    private var offsets: [String.Index]
    private var position = 0
    private var line = 1
    private var tokens: [ScriptToken] = []
    /// For each open `${` of a template, the brace depth at which it closes.
    private var templateDepths: [Int] = []
    private var braceDepth = 0

    /// The tokens of `source`.
    static func tokens(of source: String) -> [ScriptToken] {
        var lexer = ScriptLexer(source)
        lexer.run()
        return lexer.tokens
    }

    private init(_ source: String) {
        self.source = source
        var scalars: [Unicode.Scalar] = []
        var offsets: [String.Index] = []
        var index = source.unicodeScalars.startIndex
        while index < source.unicodeScalars.endIndex {
            scalars.append(source.unicodeScalars[index])
            offsets.append(index)
            index = source.unicodeScalars.index(after: index)
        }
        offsets.append(source.endIndex)
        self.scalars = scalars
        self.offsets = offsets
    }

    private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        position + ahead < scalars.count ? scalars[position + ahead] : nil
    }

    private mutating func emit(_ kind: ScriptToken.Kind, from start: Int, line: Int) {
        tokens.append(ScriptToken(kind: kind, text: source[offsets[start]..<offsets[position]], line: line))
    }

    private mutating func advance() {
        if scalars[position] == "\n" { line += 1 }
        position += 1
    }

    private mutating func run() {
        while let scalar = peek() {
            let start = position
            let startLine = line
            if scalar == "\n" || scalar.properties.isWhitespace {
                advance()
            } else if scalar == "/" && peek(1) == "/" {
                while let next = peek(), next != "\n" { advance() }
            } else if scalar == "/" && peek(1) == "*" {
                position += 2
                while let next = peek(), !(next == "*" && peek(1) == "/") { advance() }
                position = min(position + 2, scalars.count)
            } else if scalar == "\"" || scalar == "'" {
                skipString(quote: scalar)
                emit(.string, from: start, line: startLine)
            } else if scalar == "`" {
                advance()
                emit(.template, from: start, line: startLine)
                skipTemplate()
            } else if scalar == "}" && templateDepths.last == braceDepth {
                templateDepths.removeLast()
                advance()
                skipTemplate()
            } else if scalar == "#" && peek(1).map(Self.isIdentifierStart) == true {
                advance()
                while let next = peek(), Self.isIdentifierPart(next) { advance() }
                emit(.privateName, from: start, line: startLine)
            } else if Self.isIdentifierStart(scalar) {
                while let next = peek(), Self.isIdentifierPart(next) { advance() }
                emit(.identifier, from: start, line: startLine)
            } else if scalar.properties.numericType != nil && scalar.isASCII
                || (scalar == "." && peek(1).map { $0.isASCII && $0.properties.numericType != nil } == true)
            {
                while let next = peek(), Self.isIdentifierPart(next) || next == "." { advance() }
                emit(.number, from: start, line: startLine)
            } else if scalar == "/" && regularExpressionAllowed {
                skipRegularExpression()
                emit(.regularExpression, from: start, line: startLine)
            } else {
                readPunctuator()
                emit(.punctuator, from: start, line: startLine)
            }
        }
    }

    private mutating func skipString(quote: Unicode.Scalar) {
        advance()
        while let next = peek(), next != quote, next != "\n" {
            if next == "\\" { advance() }
            if peek() != nil { advance() }
        }
        if peek() == quote { advance() }
    }

    /// Skips template text up to its closing backquote, or into a `${` substitution, whose end it remembers.
    private mutating func skipTemplate() {
        while let next = peek() {
            if next == "\\" {
                advance()
                if peek() != nil { advance() }
            } else if next == "`" {
                advance()
                return
            } else if next == "$" && peek(1) == "{" {
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
        while let next = peek(), next != "\n" {
            if next == "\\" {
                advance()
                if peek() != nil, peek() != "\n" { advance() }
                continue
            }
            advance()
            if next == "[" {
                inClass = true
            } else if next == "]" {
                inClass = false
            } else if next == "/" && !inClass {
                break
            }
        }
        while let next = peek(), Self.isIdentifierPart(next) { advance() }
    }

    /// Whether a `/` here starts a regular expression rather than dividing: after an operator, an opening bracket,
    /// a keyword that takes an expression, or nothing.
    private var regularExpressionAllowed: Bool {
        guard let previous = tokens.last else { return true }
        switch previous.kind {
        case .number, .string, .regularExpression, .privateName: return false
        case .template: return true
        case .identifier: return Self.expressionKeywords.contains(String(previous.text))
        case .punctuator: return ![")", "]", "}"].contains(previous.text)
        }
    }

    private static let expressionKeywords: Set<String> = [
        "return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield",
        "await",
    ]

    /// The punctuators, longest first, so that `>>>=` is read whole.
    private static let punctuators: [[Unicode.Scalar]] = [
        ">>>=", "...", "===", "!==", "**=", "<<=", ">>=", ">>>", "&&=", "||=", "??=", "=>", "==", "!=", "<=", ">=",
        "&&", "||", "??", "?.", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<", ">>", "**",
    ].map { Array($0.unicodeScalars) }

    private mutating func readPunctuator() {
        for candidate in Self.punctuators where position + candidate.count <= scalars.count {
            if Array(scalars[position..<position + candidate.count]) == candidate {
                // `a?.5:1` is a conditional with a number, not an optional chain.
                if candidate == ["?", "."], let digit = peek(2), digit.isASCII, digit.properties.numericType != nil {
                    continue
                }
                position += candidate.count
                return
            }
        }
        if scalars[position] == "{" { braceDepth += 1 }
        if scalars[position] == "}" { braceDepth -= 1 }
        advance()
    }

    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "$" || scalar == "_" || scalar == "\\" || scalar.properties.isIDStart
    }

    static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "$" || scalar == "_" || scalar == "\\" || scalar.properties.isIDContinue || scalar == "\u{200C}"
            || scalar == "\u{200D}"
    }
}
