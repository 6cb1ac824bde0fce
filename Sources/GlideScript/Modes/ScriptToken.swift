/// One token of a script, as far as finding the features it uses needs: the kind, the text of words, numbers and
/// punctuators, the line, and the bytes it covers.
struct ScriptToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case identifier
        case number
        case string
        /// The opening backquote of a template literal.
        case template
        case regularExpression
        case punctuator
        /// A private name such as `#count`.
        case privateName
    }

    let kind: Kind
    /// The token's text for numbers, punctuators, private names and the identifiers in `ScriptLexer.keptWords`;
    /// empty for the others, whose text nothing reads. Most of a script's names are its own, and making a string of
    /// each cost more than the rest of the scan.
    let text: String
    let line: Int
    /// Where the token starts in the script's UTF-8 bytes, and where it ends (exclusive).
    let start: Int
    let end: Int

    func isPunctuator(_ text: String) -> Bool { kind == .punctuator && self.text == text }
    func isWord(_ text: String) -> Bool { kind == .identifier && self.text == text }
}
