/// The texts a token can keep, each with a code: every punctuator and every name in `ScriptLexer.keptWords`. Code 0
/// is no text at all.
enum ScriptTokenText {
    /// The code of a token that keeps no text.
    static let none: UInt16 = 0

    /// Every text by its code.
    private static let texts: [String] = {
        var texts = [""]
        texts += (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        texts += ScriptLexer.punctuators
        texts += ScriptLexer.keptWords.sorted()
        return texts
    }()

    /// Every code by its text; a text that is both a one-byte punctuator and something else cannot happen, since
    /// names are never punctuation.
    private static let codes: [String: UInt16] = {
        var codes: [String: UInt16] = [:]
        for (index, text) in texts.enumerated() where codes[text] == nil { codes[text] = UInt16(index) }
        return codes
    }()

    /// How many codes there are: every code is below this.
    static var count: Int { texts.count }

    /// The text of `code`; empty for an unknown code.
    static func text(of code: UInt16) -> String {
        Int(code) < texts.count ? texts[Int(code)] : ""
    }

    /// The code of `text`, or `none` when no token keeps it.
    static func code(of text: String) -> UInt16 {
        codes[text] ?? none
    }

    /// The code of the one-byte punctuator `byte`; `none` for a byte past ASCII.
    static func code(ofByte byte: UInt8) -> UInt16 { byte < 0x80 ? UInt16(byte) + 1 : none }
}
