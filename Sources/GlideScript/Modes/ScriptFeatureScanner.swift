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
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .template: note(225, token)
            case .privateName: note(2, token)
            case .number: numberFeatures(token).forEach { note($0, token) }
            case .string, .regularExpression: break
            case .punctuator:
                let utf8 = token.text.utf8
                guard utf8.count == 1, let single = utf8.first else {
                    if let id = punctuatorFeatures[token.text] { note(id, token) }
                    break
                }
                switch single {
                case UInt8(ascii: "("):
                    depth += 1
                    if neighbour(index - 1)?.isWord("for") == true { forParentheses.append(depth) }
                case UInt8(ascii: ")"):
                    if forParentheses.last == depth { forParentheses.removeLast() }
                    depth -= 1
                case UInt8(ascii: "*") where neighbour(index - 1)?.isWord("function") == true:
                    note(index >= 2 && tokens[index - 2].isWord("async") ? 103 : 396, token)
                default: break
                }
            case .identifier:
                let word = token.text
                // Most names are the script's own, and the lexer kept no text for them.
                guard !word.isEmpty else { break }
                let previous = neighbour(index - 1)
                if previous?.isPunctuator(".") == true || previous?.isPunctuator("?.") == true {
                    if word.utf8.first == UInt8(ascii: "_"), let id = members[word] { note(id, token) }
                    break
                }
                guard wordsOfInterest.contains(word) else { break }
                let next = neighbour(index + 1)
                let afterNext = neighbour(index + 2)
                if word == "__proto__", next?.isPunctuator(":") == true { note(838, token) }
                if let id = keywordFeature(word, previous: previous, next: next, afterNext: afterNext) {
                    note(id, token)
                } else if word == "of", !forParentheses.isEmpty, forParentheses.last == depth {
                    note(212, token)
                } else if next?.isPunctuator(":") != true || previous?.isPunctuator("?") == true {
                    if next?.isPunctuator(".") == true, staticObjects.contains(word), let member = afterNext,
                        let id = staticMethods["\(word).\(member.text)"]
                    {
                        note(id, member)
                    } else if let id = globals[word] {
                        note(id, token)
                    }
                }
            }
        }
        return found.compactMap { id, line in FeatureSupportTable.row(id).map { ScriptFeatureUse(row: $0, line: line) }
        }
        .sorted { $0.row.id < $1.row.id }
    }

    private static func keywordFeature(
        _ word: String, previous: ScriptToken?, next: ScriptToken?, afterNext: ScriptToken?
    ) -> Int? {
        switch word {
        case "const": return 316
        case "let":
            guard let next else { return nil }
            return next.kind == .identifier || next.isPunctuator("[") || next.isPunctuator("{") ? 334 : nil
        case "var":
            return next?.isPunctuator("{") == true || next?.isPunctuator("[") == true ? 238 : nil
        case "class": return 364
        case "static":
            if next?.isPunctuator("{") == true { return 39 }
            if next?.kind == .privateName { return 9 }
            return next?.kind == .identifier && afterNext?.isPunctuator("=") == true ? 7 : nil
        case "async":
            if next?.isWord("function") == true { return afterNext?.isPunctuator("*") == true ? 103 : 118 }
            if next?.kind == .identifier || next?.isPunctuator("(") == true { return 130 }
            return nil
        case "await": return previous?.isWord("for") == true ? 104 : 122
        case "yield": return 407
        case "catch": return next?.isPunctuator("{") == true ? 85 : nil
        case "new": return next?.isPunctuator(".") == true && afterNext?.isWord("target") == true ? 314 : nil
        default: return nil
        }
    }

    private static func numberFeatures(_ token: ScriptToken) -> [Int] {
        let bytes = token.text.utf8
        guard let first = bytes.first, let last = bytes.last else { return [] }
        // Plain decimals, most numbers, have none of the three.
        let underscore = bytes.contains(UInt8(ascii: "_"))
        let radix =
            bytes.count > 1 && first == UInt8(ascii: "0") ? bytes[bytes.index(after: bytes.startIndex)] | 0x20 : 0
        let prefixed = radix == UInt8(ascii: "o") || radix == UInt8(ascii: "b")
        let big = last == UInt8(ascii: "n")
        guard underscore || prefixed || big else { return [] }
        var ids: [Int] = []
        if underscore { ids.append(53) }
        if prefixed { ids.append(221) }
        if big { ids.append(57) }
        return ids
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
