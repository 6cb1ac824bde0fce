/// An ES module (`sys_module`) turned into a function body the engine runs: its `import` declarations become calls
/// of `require`, and its `export` declarations become properties of `exports`, set once the body has run. Everything
/// else is left byte for byte, and every line keeps its number, so errors point into the module as it was written.
///
/// The instance's script engine is used through an API that has no module loader, so modules load as the platform's
/// `require()` loads them from scripts: by path, once per transaction, with their exports as an object.
public struct ESModuleSource: Sendable, Hashable {
    /// The body, to run as `function (exports, require) { body }`.
    public let body: String
    /// Every specifier the module imports or re-exports from, in order, each once.
    public let imports: [String]

    /// Reads `source` as an ES module; throws when an `import` or `export` declaration cannot be read.
    public init(_ source: String) throws(ESModuleSyntaxError) {
        var reader = ModuleDeclarationReader(source: source)
        try reader.read()
        body = reader.rewritten()
        var seen = Set<String>()
        imports = reader.specifiers.filter { seen.insert($0).inserted }
    }
}

/// An `import` or `export` declaration a module cannot be loaded with.
public struct ESModuleSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The line of the declaration, from 1.
    public let line: Int
    /// What is wrong.
    public let problem: String

    public var description: String {
        "line \(line): \(problem). Write it as `import { name } from 'path'` or `export function name() {}`"
    }
}
