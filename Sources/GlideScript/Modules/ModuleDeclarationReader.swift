import JSONText

/// Finds a module's top-level `import` and `export` declarations among its tokens and says what each becomes:
/// `import { a, b as c } from 'p'` becomes `const { a, b: c } = require("p");`, `export function f` loses its
/// `export` and sets `exports.f` at the end, and so on for every form ES2021 has.
struct ModuleDeclarationReader {
    private let bytes: [UInt8]
    private let tokens: [ScriptToken]
    private var index = 0
    private var depth = 0
    /// Byte ranges of the source and what replaces each, in order.
    private var replacements: [(range: Range<Int>, text: String)] = []
    /// Local names and the names they are exported as, set once the body has run.
    private var exported: [(local: String, name: String)] = []
    private var temporaries = 0
    /// Every specifier imported or re-exported from, in order.
    private(set) var specifiers: [String] = []

    init(source: String) {
        bytes = Array(source.utf8)
        tokens = ScriptLexer.tokens(of: source)
    }

    /// Reads every top-level declaration.
    mutating func read() throws(ESModuleSyntaxError) {
        while index < tokens.count {
            let token = tokens[index]
            if depth == 0, token.kind == .identifier {
                let word = text(token)
                if word == "import", !isPunctuator(index + 1, "("), !isPunctuator(index + 1, ".") {
                    try readImport()
                    continue
                }
                if word == "export" {
                    try readExport()
                    continue
                }
            }
            track(token)
            index += 1
        }
    }

    /// The source with every declaration replaced, strict as modules are, and the exports set at its end.
    func rewritten() -> String {
        var output: [UInt8] = Array("'use strict'; ".utf8)
        output.reserveCapacity(bytes.count + 64)
        var position = 0
        for replacement in replacements {
            output += bytes[position..<replacement.range.lowerBound]
            output += Array(replacement.text.utf8)
            // The lines the declaration spanned stay, so every line after it keeps its number.
            output += Array(repeating: UInt8(ascii: "\n"), count: newlines(in: replacement.range))
            position = replacement.range.upperBound
        }
        output += bytes[position...]
        let assignments = exported.map { "exports[\(Self.quoted($0.name))] = \($0.local);" }
        if !assignments.isEmpty { output += Array(("\n" + assignments.joined(separator: " ")).utf8) }
        return String(decoding: output, as: UTF8.self)
    }

    // MARK: import

    private mutating func readImport() throws(ESModuleSyntaxError) {
        let start = tokens[index]
        var position = index + 1
        var defaultName: String?
        var namespace: String?
        var named: [(imported: String, local: String)] = []
        let specifier: String
        if let plain = string(at: position) {
            specifier = plain
            position += 1
        } else {
            if let name = word(at: position), !isPunctuator(position, "{") {
                defaultName = name
                position += 1
                if isPunctuator(position, ",") { position += 1 }
            }
            if isPunctuator(position, "*") {
                guard word(at: position + 1) == "as", let name = word(at: position + 2) else {
                    throw failure(start, "`import *` needs `as name`")
                }
                namespace = name
                position += 3
            } else if isPunctuator(position, "{") {
                (named, position) = try bindings(from: position, at: start)
            }
            guard word(at: position) == "from", let from = string(at: position + 1) else {
                throw failure(start, "an import needs `from 'path'`")
            }
            specifier = from
            position += 2
        }
        if isPunctuator(position, ";") { position += 1 }
        specifiers.append(specifier)
        let module = "require(\(Self.quoted(specifier)))"
        var statements: [String] = []
        if defaultName == nil, namespace == nil, named.isEmpty {
            statements.append("\(module);")
        } else {
            let holder = namespace ?? nextTemporary()
            statements.append("const \(holder) = \(module);")
            if let defaultName { statements.append("const \(defaultName) = \(holder).default;") }
            if !named.isEmpty {
                let pattern = named.map { $0.imported == $0.local ? $0.local : "\(Self.key($0.imported)): \($0.local)" }
                statements.append("const { \(pattern.joined(separator: ", ")) } = \(holder);")
            }
        }
        replace(from: start, through: position - 1, with: statements.joined(separator: " "))
        index = position
    }

    // MARK: export

    private mutating func readExport() throws(ESModuleSyntaxError) {
        let start = tokens[index]
        let next = index + 1
        switch word(at: next) {
        case "default":
            let after = next + 1
            let declaration = word(at: after) == "async" ? after + 1 : after
            if ["function", "class"].contains(word(at: declaration)), let name = declaredName(after: declaration) {
                exported.append((name, "default"))
                replace(from: start, through: next, with: "")
            } else {
                replace(from: start, through: next, with: "exports.default =")
            }
            index = after
        case "function", "class", "async":
            let declaration = word(at: next) == "async" ? next + 1 : next
            guard let name = declaredName(after: declaration) else {
                throw failure(start, "an exported function or class needs a name")
            }
            exported.append((name, name))
            replace(from: start, through: index, with: "")
            index = next
        case "const", "let", "var":
            for name in declaredVariables(after: next) { exported.append((name, name)) }
            replace(from: start, through: index, with: "")
            index = next
        default:
            if isPunctuator(next, "{") {
                try readExportList(start: start)
            } else if isPunctuator(next, "*") {
                try readExportAll(start: start)
            } else {
                throw failure(start, "`export` must be followed by a declaration, `default`, `{` or `*`")
            }
        }
    }

    private mutating func readExportList(start: ScriptToken) throws(ESModuleSyntaxError) {
        let (names, listEnd) = try bindings(from: index + 1, at: start)
        var position = listEnd
        var text = ""
        if word(at: position) == "from", let specifier = string(at: position + 1) {
            specifiers.append(specifier)
            let holder = nextTemporary()
            text = "const \(holder) = require(\(Self.quoted(specifier)));"
            for name in names {
                text += " exports[\(Self.quoted(name.local))] = \(holder)[\(Self.quoted(name.imported))];"
            }
            position += 2
        } else {
            for name in names { exported.append((name.imported, name.local)) }
        }
        if isPunctuator(position, ";") { position += 1 }
        replace(from: start, through: position - 1, with: text)
        index = position
    }

    private mutating func readExportAll(start: ScriptToken) throws(ESModuleSyntaxError) {
        var position = index + 2
        var alias: String?
        if word(at: position) == "as" {
            guard let name = word(at: position + 1) ?? string(at: position + 1) else {
                throw failure(start, "`export * as` needs a name")
            }
            alias = name
            position += 2
        }
        guard word(at: position) == "from", let specifier = string(at: position + 1) else {
            throw failure(start, "`export *` needs `from 'path'`")
        }
        specifiers.append(specifier)
        position += 2
        if isPunctuator(position, ";") { position += 1 }
        let module = "require(\(Self.quoted(specifier)))"
        let text =
            alias.map { "exports[\(Self.quoted($0))] = \(module);" }
            ?? "(function (m) { for (var k in m) { if (k !== 'default') { exports[k] = m[k]; } } })(\(module));"
        replace(from: start, through: position - 1, with: text)
        index = position
    }

    /// `{ a, b as c, 'd' as e }` from `position` (its `{`): each name and what it is bound or exported as, and the
    /// position after the `}`.
    private func bindings(from position: Int, at start: ScriptToken) throws(ESModuleSyntaxError)
        -> ([(imported: String, local: String)], Int)
    {
        var position = position + 1
        var names: [(imported: String, local: String)] = []
        while !isPunctuator(position, "}") {
            guard let name = word(at: position) ?? string(at: position) else {
                throw failure(start, "a name list must hold names separated by commas, closed by `}`")
            }
            if word(at: position + 1) == "as", let alias = word(at: position + 2) ?? string(at: position + 2) {
                names.append((name, alias))
                position += 3
            } else {
                names.append((name, name))
                position += 1
            }
            if isPunctuator(position, ",") {
                position += 1
            } else if !isPunctuator(position, "}") {
                throw failure(start, "a name list must hold names separated by commas, closed by `}`")
            }
        }
        return (names, position + 1)
    }

    /// The name a `function`, `function*` or `class` at `position` declares, or nil when it is anonymous.
    private func declaredName(after position: Int) -> String? {
        let name = isPunctuator(position + 1, "*") ? position + 2 : position + 1
        guard let word = word(at: name), word != "extends" else { return nil }
        return word
    }

    /// The names a `const`, `let` or `var` declaration at `position` binds, destructured names included: each
    /// name that starts a declarator, or stands in a pattern before `,`, `}`, `]` or `=`.
    private func declaredVariables(after position: Int) -> [String] {
        var names: [String] = []
        var cursor = position + 1
        var level = 0
        var expectsName = true
        while cursor < tokens.count {
            let token = tokens[cursor]
            if level == 0, cursor > position + 1, token.isPunctuator(";") { break }
            if level == 0, !expectsName, token.line > tokens[cursor - 1].line, !token.isPunctuator(","),
                !["=", ","].contains(tokens[cursor - 1].text)
            {
                break
            }
            if token.kind == .identifier, expectsName, level == 0 {
                names.append(text(token))
                expectsName = false
            } else if token.kind == .identifier, expectsName, level > 0,
                let next = tokens[safe: cursor + 1], [",", "}", "]", "="].contains(next.text)
            {
                names.append(text(token))
            }
            if token.isPunctuator("{") || token.isPunctuator("[") || token.isPunctuator("(") { level += 1 }
            if token.isPunctuator("}") || token.isPunctuator("]") || token.isPunctuator(")") {
                level -= 1
                if level == 0, expectsName { expectsName = false }
            }
            if level == 0, token.isPunctuator(",") { expectsName = true }
            cursor += 1
        }
        return names
    }

    // MARK: tokens

    private mutating func track(_ token: ScriptToken) {
        guard token.kind == .punctuator else { return }
        switch token.text {
        case "{", "(", "[": depth += 1
        case "}", ")", "]": depth -= 1
        default: break
        }
    }

    private func text(_ token: ScriptToken) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    private func word(at position: Int) -> String? {
        guard let token = tokens[safe: position], token.kind == .identifier else { return nil }
        return text(token)
    }

    /// A string literal's value; escapes other than `\\` and quotes are kept as written.
    private func string(at position: Int) -> String? {
        guard let token = tokens[safe: position], token.kind == .string, token.end - token.start >= 2 else {
            return nil
        }
        let inner = String(decoding: bytes[(token.start + 1)..<(token.end - 1)], as: UTF8.self)
        return inner.replacingOccurrences(of: "\\'", with: "'").replacingOccurrences(of: "\\\"", with: "\"")
    }

    private func isPunctuator(_ position: Int, _ text: String) -> Bool {
        tokens[safe: position]?.isPunctuator(text) == true
    }

    private mutating func replace(from first: ScriptToken, through last: Int, with text: String) {
        let end = tokens[safe: last]?.end ?? bytes.count
        replacements.append((first.start..<end, text))
    }

    private mutating func nextTemporary() -> String {
        temporaries += 1
        return "__nt_module\(temporaries)"
    }

    private func newlines(in range: Range<Int>) -> Int {
        bytes[range].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }

    private func failure(_ token: ScriptToken, _ problem: String) -> ESModuleSyntaxError {
        ESModuleSyntaxError(line: token.line, problem: problem)
    }

    static func quoted(_ text: String) -> String { JSONWriter.quoted(text) }

    /// A property key for a destructuring pattern: the name itself when it is one, else quoted.
    private static func key(_ name: String) -> String {
        name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" } ? name : quoted(name)
    }
}

extension Array {
    fileprivate subscript(safe position: Int) -> Element? {
        position >= 0 && position < count ? self[position] : nil
    }
}
