/// Reads the call after `javascript:` into a `ScriptMacro`, accepting only calls the evaluator can resolve.
enum MacroParser {
    static let prefix = "javascript:"

    static func parse(_ text: Substring, fail: OperandParser.Fail) throws(QueryParseError) -> ScriptMacro {
        let call = String(text)
        guard let open = text.firstIndex(of: "("), text.last == ")" else {
            throw fail(.malformedScript(call, expected: "a call such as gs.daysAgoStart(0)"))
        }
        let function = String(text[..<open])
        guard let signature = ScriptMacro.signatures[function] else {
            throw fail(.unsupportedScript(call))
        }
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let minimum = ScriptMacro.minimumArgumentCounts[function] ?? signature.count
        guard let arguments = arguments(inner), (minimum...signature.count).contains(arguments.count),
            zip(arguments, signature).allSatisfy({ matches($0, $1) })
        else {
            let kinds = signature.map { $0 == .integer ? "<number>" : "'<text>'" }
            let shortest =
                minimum < signature.count ? " or \(function)(\(kinds.prefix(minimum).joined(separator: ",")))" : ""
            throw fail(.malformedScript(call, expected: "\(function)(\(kinds.joined(separator: ",")))" + shortest))
        }
        return ScriptMacro(function, arguments)
    }

    private static func matches(_ argument: ScriptMacro.Argument, _ kind: ScriptMacro.ArgumentKind) -> Bool {
        switch (argument, kind) {
        case (.integer, .integer), (.string, .string): return true
        default: return false
        }
    }

    /// Splits `'a', 'b'` or `-3` into arguments; nil when the list is malformed.
    private static func arguments(_ text: Substring) -> [ScriptMacro.Argument]? {
        var result: [ScriptMacro.Argument] = []
        var rest = text.drop { $0 == " " }
        guard !rest.isEmpty else { return [] }
        while true {
            guard let (argument, remainder) = argument(rest) else { return nil }
            result.append(argument)
            rest = remainder.drop { $0 == " " }
            if rest.isEmpty { return result }
            guard rest.first == "," else { return nil }
            rest = rest.dropFirst().drop { $0 == " " }
        }
    }

    private static func argument(_ text: Substring) -> (ScriptMacro.Argument, Substring)? {
        guard let first = text.first else { return nil }
        if first == "'" || first == "\"" {
            let body = text.dropFirst()
            guard let close = body.firstIndex(of: first) else { return nil }
            return (.string(String(body[..<close])), body[body.index(after: close)...])
        }
        let numberEnd =
            text.indices.first { index in
                let character = text[index]
                let isSign = character == "-" && index == text.startIndex
                return !(isSign || (character.isASCII && character.isNumber))
            } ?? text.endIndex
        guard let value = Int(text[..<numberEnd]) else { return nil }
        return (.integer(value), text[numberEnd...])
    }
}
