import HTTPMessageRules

/// The rules a script's response headers must keep to be sent: a name that is an HTTP token, and a value on one line
/// without NUL, so no script can split a response or smuggle a header into it.
enum ScriptHeaderRules {
    /// What is wrong with the first header that breaks the rules, in words, or nil when every one is sendable.
    static func problem(in headers: [(name: String, value: String)]) -> String? {
        for header in headers {
            if HTTPField.Name(header.name) == nil {
                return "The script set a header named '\(shown(header.name))', which is not a header name; use "
                    + "letters, digits and the punctuation !#$%&'*+-.^_`|~ only"
            }
            if HeaderFieldRules.forbiddenByte(in: header.value) != nil {
                return "The script set the header '\(header.name)' to a value with a line break or a NUL "
                    + "('\(shown(header.value))'); a header value is one line of text"
            }
        }
        return nil
    }

    /// The text with line breaks and NULs made visible, cut to a readable length.
    private static func shown(_ text: String) -> String {
        let visible = text.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\u{0}", with: "\\0")
        return visible.count > 80 ? String(visible.prefix(80)) + "…" : visible
    }
}
