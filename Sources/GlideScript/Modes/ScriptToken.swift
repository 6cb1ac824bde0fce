/// One token of a script, as far as finding the features it uses needs: the kind, the text of words, numbers and
/// punctuators, and the line.
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
    /// The token's text for identifiers, numbers, punctuators and private names; empty for the others, whose text
    /// no feature depends on.
    let text: String
    let line: Int

    func isPunctuator(_ text: String) -> Bool { kind == .punctuator && self.text == text }
    func isWord(_ text: String) -> Bool { kind == .identifier && self.text == text }
}
