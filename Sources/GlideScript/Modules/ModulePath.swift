/// Module paths as `require()` and `import` name them, resolved the way the platform resolves them within an
/// application: `./` and `../` from the importing module's folder (from the application's root for a script that is
/// not a module), any other path from the application's root, with `.js`, `.mjs`, `.cjs` and `/index.js` tried in turn.
public enum ModulePath {
    /// `path` with `.` and `..` segments and repeated or leading slashes removed; nil when it climbs above the root.
    public static func normalized(_ path: String) -> String? {
        var segments: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch segment {
            case ".": continue
            case "..":
                guard segments.popLast() != nil else { return nil }
            default: segments.append(segment)
            }
        }
        return segments.joined(separator: "/")
    }

    /// The paths `specifier` may name when imported from the module at `importer` (empty for a script that is not a
    /// module), most likely first; empty when it climbs above the application's root.
    public static func candidates(for specifier: String, from importer: String) -> [String] {
        let relative = specifier.hasPrefix("./") || specifier.hasPrefix("../")
        let folder = relative ? importer.split(separator: "/").dropLast().joined(separator: "/") : ""
        guard let path = normalized(folder.isEmpty ? specifier : folder + "/" + specifier), !path.isEmpty else {
            return []
        }
        var paths = [path, path + ".js", path + ".mjs", path + ".cjs", path + "/index.js"]
        // A TypeScript source is built to JavaScript beside it.
        if path.hasSuffix(".ts") { paths.insert(String(path.dropLast(3)) + ".js", at: 1) }
        return paths
    }
}
