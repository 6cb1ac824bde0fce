/// One token of a script, as far as finding the features it uses needs: the kind, the text, and the line.
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
    let text: Substring
    let line: Int

    func isPunctuator(_ text: String) -> Bool { kind == .punctuator && self.text == text }
    func isWord(_ text: String) -> Bool { kind == .identifier && self.text == text }
}
