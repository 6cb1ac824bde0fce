import GlideScript

/// The rules about an application's ES modules (`sys_module`): each module's declarations read and its body
/// compiles, every path it imports is a module of its application, no modules import each other in a cycle, and
/// every literal `require('path')` of a script names a module of the set.
struct ModuleRules {
    private var modules: [(ref: RecordRef, record: ModuleRecord)] = []
    private var requires: [(ref: RecordRef, specifier: String)] = []
    /// Applications' scope names by sys_id.
    private var scopeNames: [String: String] = [:]

    /// Notes `record` if it is a module or an application; returns whether it was a module.
    @discardableResult
    mutating func note(_ record: UpdateRecord, ref: RecordRef) -> Bool {
        if record.table == "sys_app" || record.table == "sys_store_app", let scope = record["scope"], !scope.isEmpty {
            scopeNames[record.sysID] = scope
        }
        guard record.table == "sys_module" else { return false }
        let module = ModuleRecord(record: record)
        if module.isScript { modules.append((ref, module)) }
        return true
    }

    /// Notes the paths a script's literal `require('…')` calls name, as ``ScriptScanner`` found them.
    mutating func noteRequires(_ paths: [String], ref: RecordRef) {
        for specifier in paths where !Self.isGlide(specifier) {
            requires.append((ref, specifier))
        }
    }

    /// The findings, once every record has been seen; `syntax` compiles module bodies when scripts are checked.
    func findings(syntax: ScriptSyntax?) -> [ScriptFinding] {
        let loaded = modules.map { (ref: $0.ref, module: $0.record.module(scopeNames: scopeNames)) }
        let installed = ScriptModules(loaded.map(\.module))
        var findings: [ScriptFinding] = []
        var edges: [String: [String]] = [:]
        for (ref, module) in loaded {
            let source: ESModuleSource
            switch module.source {
            case .failure(let problem):
                findings.append((.moduleSyntax, ref, "the module \(module.path) cannot be read, \(problem)"))
                continue
            case .success(let read): source = read
            }
            if let syntax,
                let error = syntax.error(
                    in: "(function (exports, require) {\(source.body)\n})", fileName: module.fileName)
            {
                findings.append((.moduleSyntax, ref, "the module \(module.path) does not compile: \(error)"))
            }
            for specifier in source.imports where !Self.isGlide(specifier) {
                do throws(ModuleResolutionError) {
                    let target = try installed.resolve(specifier, scope: module.scope, from: module.path)
                    edges[Self.key(module), default: []].append(Self.key(target))
                } catch {
                    findings.append((.moduleMissingImport, ref, error.description))
                }
            }
        }
        findings += cycles(
            edges: edges, refs: Dictionary(loaded.map { (Self.key($0.module), $0.ref) }) { first, _ in first })
        let scopes = Set(loaded.map(\.module.scope))
        for (ref, specifier) in requires {
            let found = scopes.contains { scope in (try? installed.resolve(specifier, scope: scope, from: "")) != nil }
            guard !found else { continue }
            let known = loaded.map(\.module.path).sorted()
            findings.append(
                (
                    .moduleMissingImport, ref,
                    "the script requires '\(specifier)', but "
                        + (known.isEmpty
                            ? "the set has no sys_module"
                            : "no module of the set has that path (they are "
                                + known.prefix(8).joined(separator: ", ") + ")")
                        + "; fix the path, or add the module"
                ))
        }
        return findings
    }

    /// One finding per cycle of imports, on the module the cycle is first met at.
    private func cycles(edges: [String: [String]], refs: [String: RecordRef]) -> [ScriptFinding] {
        var findings: [ScriptFinding] = []
        var done = Set<String>()
        var reported = Set<Set<String>>()
        func visit(_ node: String, path: [String]) {
            if let start = path.firstIndex(of: node) {
                let cycle = Array(path[start...]) + [node]
                let members = Set(cycle)
                if reported.insert(members).inserted, let ref = refs[cycle[0]] {
                    let shown = cycle.map { String($0.split(separator: ":", maxSplits: 1).last ?? "") }
                    findings.append(
                        (
                            .moduleImportCycle, ref,
                            "modules import each other in a cycle: \(shown.joined(separator: " -> ")); move what "
                                + "they share into a module that imports neither"
                        ))
                }
                return
            }
            guard !done.contains(node) else { return }
            for next in edges[node] ?? [] { visit(next, path: path + [node]) }
            done.insert(node)
        }
        for node in edges.keys.sorted() { visit(node, path: []) }
        return findings
    }

    private static func key(_ module: ScriptModule) -> String { "\(module.scope):\(module.path)" }

    private static func isGlide(_ specifier: String) -> Bool {
        specifier == "@servicenow/glide" || specifier.hasPrefix("@servicenow/glide/")
    }
}
