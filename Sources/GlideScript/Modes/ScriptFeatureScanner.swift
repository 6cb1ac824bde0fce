/// A feature of the platform's feature table that a script uses, and the first line that uses it.
public struct ScriptFeatureUse: Sendable, Hashable {
    /// The table row that names the feature.
    public let row: FeatureRow
    /// The script line, counted from 1.
    public let line: Int
}

/// Finds the features of the platform's feature table that a script's source shows: syntax (arrow functions,
/// classes, `?.`, `async`, generators and the rest) and the built-in globals and static methods the table lists
/// (`Promise`, `Proxy`, `Reflect`, `WeakRef`, `Promise.allSettled`, …) and the members every object
/// has that it lists (`__proto__`, `__defineGetter__`, …). Features that only show when the script runs
/// (a subclassed built-in, a Proxy trap's internal calls) cannot be found from the text and are not reported.
public enum ScriptFeatureScanner {
    /// Every table feature `source` uses, each once, at its first line, in the order of the table.
    public static func features(in source: String) -> [ScriptFeatureUse] {
        features(in: ScriptLexer.tokens(of: source))
    }

    /// Every table feature `tokens` use, each once, at its first line, in the order of the table.
    static func features(in tokens: [ScriptToken]) -> [ScriptFeatureUse] {
        var found: [Int: Int] = [:]
        func note(_ id: Int, _ token: ScriptToken) {
            if found[id] == nil { found[id] = token.line }
        }
        var forParentheses: [Int] = []
        var depth = 0
        // Neighbours are read only on the paths that need them: most tokens need none.
        func neighbour(_ index: Int) -> ScriptToken? { index >= 0 && index < tokens.count ? tokens[index] : nil }
        let roles = Self.roles
        let codes = Codes.shared
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .template: note(225, token)
            case .privateName: note(2, token)
            case .number:
                if token.numberForms.contains(.separator) { note(53, token) }
                if token.numberForms.contains(.octalOrBinary) { note(221, token) }
                if token.numberForms.contains(.bigInt) { note(57, token) }
            case .string, .regularExpression: break
            case .punctuator:
                switch token.code {
                case codes.openParenthesis:
                    depth += 1
                    if neighbour(index - 1)?.isWord(codes.for) == true { forParentheses.append(depth) }
                case codes.closeParenthesis:
                    if forParentheses.last == depth { forParentheses.removeLast() }
                    depth -= 1
                case codes.star where neighbour(index - 1)?.isWord(codes.function) == true:
                    note(index >= 2 && tokens[index - 2].isWord(codes.async) ? 103 : 396, token)
                default:
                    if let id = roles[Int(token.code)].punctuatorFeature { note(id, token) }
                }
            case .identifier:
                // Most names are the script's own, and the lexer kept no text for them.
                guard token.code != ScriptTokenText.none else { break }
                let role = roles[Int(token.code)]
                let previous = neighbour(index - 1)
                if previous?.isPunctuator(codes.dot) == true || previous?.isPunctuator(codes.optionalChain) == true {
                    if let id = role.member { note(id, token) }
                    break
                }
                guard role.ofInterest else { break }
                let word = token.text
                let next = neighbour(index + 1)
                let afterNext = neighbour(index + 2)
                if token.code == codes.proto, next?.isPunctuator(codes.colon) == true { note(838, token) }
                if let id = keywordFeature(word, previous: previous, next: next, afterNext: afterNext, codes: codes) {
                    note(id, token)
                } else if token.code == codes.of, !forParentheses.isEmpty, forParentheses.last == depth {
                    note(212, token)
                } else if next?.isPunctuator(codes.colon) != true || previous?.isPunctuator(codes.question) == true {
                    if next?.isPunctuator(codes.dot) == true, role.hasStaticMethods, let member = afterNext,
                        let id = staticMethods["\(word).\(member.text)"]
                    {
                        note(id, member)
                    } else if let id = role.global {
                        note(id, token)
                    }
                }
            }
        }
        return found.compactMap { id, line in FeatureSupportTable.row(id).map { ScriptFeatureUse(row: $0, line: line) }
        }
        .sorted { $0.row.id < $1.row.id }
    }

    /// What the scanner does with a token's text, worked out once for every code.
    private struct Role {
        var punctuatorFeature: Int?
        var member: Int?
        var ofInterest = false
        var hasStaticMethods = false
        var global: Int?
    }

    /// The role of every `ScriptTokenText` code, by code.
    private static let roles: [Role] = {
        (0..<ScriptTokenText.count).map { code in
            let text = ScriptTokenText.text(of: UInt16(code))
            var role = Role()
            role.punctuatorFeature = punctuatorFeatures[text]
            if text.utf8.first == UInt8(ascii: "_") { role.member = members[text] }
            role.ofInterest = wordsOfInterest.contains(text)
            role.hasStaticMethods = staticObjects.contains(text)
            role.global = globals[text]
            return role
        }
    }()

    /// The codes the scanner compares tokens with, read once for each script rather than looked up for each token.
    private struct Codes {
        static let shared = Codes()
        let openParenthesis = ScriptTokenText.code(of: "(")
        let closeParenthesis = ScriptTokenText.code(of: ")")
        let star = ScriptTokenText.code(of: "*")
        let dot = ScriptTokenText.code(of: ".")
        let optionalChain = ScriptTokenText.code(of: "?.")
        let colon = ScriptTokenText.code(of: ":")
        let question = ScriptTokenText.code(of: "?")
        let `for` = ScriptTokenText.code(of: "for")
        let function = ScriptTokenText.code(of: "function")
        let async = ScriptTokenText.code(of: "async")
        let of = ScriptTokenText.code(of: "of")
        let proto = ScriptTokenText.code(of: "__proto__")
        let openBracket = ScriptTokenText.code(of: "[")
        let openBrace = ScriptTokenText.code(of: "{")
        let equals = ScriptTokenText.code(of: "=")
        let target = ScriptTokenText.code(of: "target")
    }

    private static func keywordFeature(
        _ word: String, previous: ScriptToken?, next: ScriptToken?, afterNext: ScriptToken?, codes: Codes
    ) -> Int? {
        switch word {
        case "const": return 316
        case "let":
            guard let next else { return nil }
            return next.kind == .identifier || next.isPunctuator(codes.openBracket)
                || next.isPunctuator(codes.openBrace) ? 334 : nil
        case "var":
            return next?.isPunctuator(codes.openBrace) == true || next?.isPunctuator(codes.openBracket) == true
                ? 238 : nil
        case "class": return 364
        case "static":
            if next?.isPunctuator(codes.openBrace) == true { return 39 }
            if next?.kind == .privateName { return 9 }
            return next?.kind == .identifier && afterNext?.isPunctuator(codes.equals) == true ? 7 : nil
        case "async":
            if next?.isWord(codes.function) == true { return afterNext?.isPunctuator(codes.star) == true ? 103 : 118 }
            if next?.kind == .identifier || next?.isPunctuator(codes.openParenthesis) == true { return 130 }
            return nil
        case "await": return previous?.isWord(codes.for) == true ? 104 : 122
        case "yield": return 407
        case "catch": return next?.isPunctuator(codes.openBrace) == true ? 85 : nil
        case "new": return next?.isPunctuator(codes.dot) == true && afterNext?.isWord(codes.target) == true ? 314 : nil
        default: return nil
        }
    }

    private static let punctuatorFeatures: [String: Int] = [
        "=>": 351, "?.": 67, "??": 73, "||=": 44, "&&=": 47, "??=": 50, "**": 171, "**=": 171, "...": 191,
    ]

    /// Built-in globals the table lists, by the row that stands for each.
    private static let globals: [String: Int] = [
        "Map": 469, "Set": 488, "WeakMap": 507, "WeakSet": 519, "Proxy": 530, "Reflect": 564, "Promise": 584,
        "Symbol": 592, "WeakRef": 42, "FinalizationRegistry": 43, "globalThis": 65, "BigInt": 57,
        "SharedArrayBuffer": 134, "Atomics": 134, "Int8Array": 423, "Uint8Array": 423, "Uint8ClampedArray": 423,
        "Int16Array": 423, "Uint16Array": 423, "Int32Array": 423, "Uint32Array": 423, "Float32Array": 423,
        "Float64Array": 423, "DataView": 423, "ArrayBuffer": 423,
    ]

    /// Static methods the table lists apart from their object.
    private static let staticMethods: [String: Int] = [
        "Promise.any": 40, "Promise.allSettled": 72, "Object.fromEntries": 84, "Object.hasOwn": 18,
        "Object.values": 110, "Object.assign": 630, "String.raw": 651, "Array.from": 669,
        "Number.parseFloat": 694, "Number.parseInt": 695,
    ]

    /// The objects whose static methods `staticMethods` lists.
    private static let staticObjects = Set(
        staticMethods.keys.compactMap { $0.split(separator: ".").first.map(String.init) })

    /// Every name the scanner acts on outside a member access: keywords, `of`, `__proto__`, the globals and the
    /// objects with listed static methods.
    private static let wordsOfInterest: Set<String> = Set(
        ["const", "let", "var", "class", "static", "async", "await", "yield", "catch", "new", "of", "__proto__"]
    ).union(globals.keys).union(staticObjects)

    /// Every name whose text the scanner reads: the words it acts on, the members it looks for, the listed static
    /// methods' names, and the words around the syntax it recognises.
    static let wordsRead: Set<String> = wordsOfInterest.union(members.keys).union(
        staticMethods.keys.compactMap { $0.split(separator: ".").last.map(String.init) }
    ).union(["function", "for", "target"])

    /// Members of every object that the table lists, found wherever a script reads or calls them.
    private static let members: [String: Int] = [
        "__defineGetter__": 151, "__defineSetter__": 154, "__lookupGetter__": 157, "__lookupSetter__": 162,
        "__proto__": 843,
    ]
}
