/// The ES modules installed in the instance, by scope and path, as `require()` finds them.
public struct ScriptModules: Sendable {
    private let byScope: [String: [String: ScriptModule]]

    /// No modules.
    public init() { byScope = [:] }

    /// `modules`; where two share a scope and a path, the first stays.
    public init(_ modules: [ScriptModule]) {
        var byScope: [String: [String: ScriptModule]] = [:]
        for module in modules where byScope[module.scope]?[module.path] == nil {
            byScope[module.scope, default: [:]][module.path] = module
        }
        self.byScope = byScope
    }

    /// Whether there are none.
    public var isEmpty: Bool { byScope.isEmpty }

    /// Every module, by scope then path.
    public var all: [ScriptModule] {
        byScope.keys.sorted().flatMap { scope in
            (byScope[scope] ?? [:]).keys.sorted().compactMap { byScope[scope]?[$0] }
        }
    }

    /// The module `specifier` names when a script of `scope` (the module at `importer`, or no module) requires it.
    public func resolve(_ specifier: String, scope: String, from importer: String) throws(ModuleResolutionError)
        -> ScriptModule
    {
        let modules = byScope[scope] ?? [:]
        let candidates = ModulePath.candidates(for: specifier, from: importer)
        for path in candidates {
            if let module = modules[path] { return module }
        }
        // The SDK files modules under `<scope>/<package>/<version>/`, the application's root, so a script's
        // `require('./dist/modules/server/x.js')` names the one module whose path ends so.
        for path in candidates where !path.isEmpty {
            let matching = modules.keys.filter { $0.hasSuffix("/" + path) }
            if matching.count == 1, let only = matching.first, let module = modules[only] { return module }
        }
        throw ModuleResolutionError(
            specifier: specifier, importer: importer, scope: scope, known: modules.keys.sorted())
    }
}

/// A `require()` or `import` of a path no module of the application has.
public struct ModuleResolutionError: Error, Sendable, Hashable, CustomStringConvertible {
    public let specifier: String
    /// The importing module's path; empty for a script that is not a module.
    public let importer: String
    public let scope: String
    /// The paths the scope's modules have.
    public let known: [String]

    public var description: String {
        let from = importer.isEmpty ? "" : " (imported by \(importer))"
        let choices =
            known.isEmpty
            ? "the application \(scope) has no sys_module; add the module to the application"
            : "the modules of \(scope) are \(known.prefix(8).joined(separator: ", "))"
                + (known.count > 8 ? " and \(known.count - 8) more" : "")
        return "Cannot find module '\(specifier)'\(from): \(choices). Fix the path, or add the module"
    }
}
