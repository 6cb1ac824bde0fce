import Foundation
import Testing

/// Where a test's cassette lives: `<folder>/<name>.json`, the folder taken from the test file's own folder.
enum CassetteNaming {
    /// The cassette name for `test`: its function name without the argument list, in characters safe for a file.
    static func name(of test: Test) -> String {
        let base = test.name.split(separator: "(", maxSplits: 1).first.map(String.init) ?? test.name
        return safe(base)
    }

    /// The path of the cassette `name` for a test in `testFile`.
    static func path(name: String, settings: NowTapeSettings, testFile: String) -> String {
        let testFolder = (testFile as NSString).deletingLastPathComponent
        let folder: String
        if let configured = settings.cassettesFolder {
            folder =
                configured.hasPrefix("/") ? configured : (testFolder as NSString).appendingPathComponent(configured)
        } else {
            let fileName = ((testFile as NSString).lastPathComponent as NSString).deletingPathExtension
            folder = (testFolder as NSString).appendingPathComponent("Cassettes/\(fileName)")
        }
        let file = name.hasSuffix(".json") ? name : name + ".json"
        return (folder as NSString).appendingPathComponent(file)
    }

    /// `text` with every character but letters, digits, `.`, `_` and `-` replaced by `-`.
    static func safe(_ text: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        let mapped = String(text.map { allowed.contains($0) ? $0 : "-" })
        return mapped.isEmpty ? "cassette" : mapped
    }
}
