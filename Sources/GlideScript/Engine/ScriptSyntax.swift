import Foundation

/// Compiles scripts without running them, to find syntax errors before a script is installed.
public enum ScriptSyntax {
    /// The syntax error in `source`, with its line, or nil when it compiles. Scripts are compiled as the platform
    /// runs them: as a program, so a bare `(function process(request, response) { … })(request, response);` is fine.
    public static func error(in source: String, fileName: String) -> String? {
        do {
            let heap = try ScriptHeap(
                limits: ScriptLimits(timeoutMilliseconds: 5_000, memoryBytes: 64 * 1024 * 1024), host: NoHost())
            try heap.compile(source, fileName: fileName)
            return nil
        } catch {
            return error.description
        }
    }
}

/// A host for heaps that only compile.
final class NoHost: ScriptHostCalls {
    func call(_ operation: String, arguments: Data) throws -> Data {
        throw GlideCallError("No host calls are available while only compiling")
    }
}
