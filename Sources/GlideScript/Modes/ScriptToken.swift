/// One token of a script, as far as finding the features it uses needs: the kind, the text of words and
/// punctuators as a code, the forms of a number, the line, and the bytes it covers.
///
/// A token holds no string, so a script's tokens are one flat array that is made and dropped without touching each
/// token, and comparing a token with a word is comparing two numbers.
struct ScriptToken: Sendable, Hashable {
    enum Kind: UInt8, Sendable, Hashable {
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

    /// The forms of a number literal that the feature table lists.
    struct NumberForms: OptionSet, Sendable, Hashable {
        let rawValue: UInt8
        /// A numeric separator, as in `1_000`.
        static let separator = NumberForms(rawValue: 1)
        /// An octal or binary prefix, as in `0o17` or `0b101`.
        static let octalOrBinary = NumberForms(rawValue: 2)
        /// A BigInt, as in `10n`.
        static let bigInt = NumberForms(rawValue: 4)
    }

    let kind: Kind
    /// The token's text as a `ScriptTokenText` code, for punctuators and the identifiers in `ScriptLexer.keptWords`;
    /// `ScriptTokenText.none` for the others, whose text nothing reads. Most of a script's names are its own, and
    /// making a string of each cost more than the rest of the scan.
    let code: UInt16
    /// A number's forms; empty for every other kind.
    var numberForms: NumberForms = []
    let line: Int
    /// Where the token starts in the script's UTF-8 bytes, and where it ends (exclusive).
    let start: Int
    let end: Int

    /// The kept text: a punctuator's, or a kept word's; empty for the rest.
    var text: String { ScriptTokenText.text(of: code) }

    func isPunctuator(_ code: UInt16) -> Bool { kind == .punctuator && self.code == code }
    func isWord(_ code: UInt16) -> Bool { kind == .identifier && self.code == code }
    func isPunctuator(_ text: String) -> Bool { kind == .punctuator && self.code == ScriptTokenText.code(of: text) }
    func isWord(_ text: String) -> Bool { kind == .identifier && self.code == ScriptTokenText.code(of: text) }
}
