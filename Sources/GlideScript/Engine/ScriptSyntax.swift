import Foundation

/// Compiles scripts without running them, to find syntax errors before a script is installed. One checker keeps
/// one heap for all the scripts it compiles, so checking a large update set does not create a heap per script.
public final class ScriptSyntax {
    private var heap: ScriptHeap?
    /// How many scripts the current heap has compiled.
    private var compiled = 0
    /// How many scripts one heap compiles before its machine is retired (`ScriptHeap.retire()`): often enough to
    /// keep memory flat, rarely enough that making machines costs nothing worth measuring.
    public static let scriptsPerMachine = 500

    /// Creates a checker; its heap is made on first use.
    public init() {}

    /// The syntax error in `source`, with its line, or nil when it compiles. Scripts are compiled as the platform
    /// runs them: as a program, so a bare `(function process(request, response) { … })(request, response);` is fine.
    public func error(in source: String, fileName: String) -> String? {
        do throws(ScriptError) {
            let heap: ScriptHeap
            if let existing = self.heap {
                heap = existing
            } else {
                heap = try ScriptHeap(limits: ScriptLimits(memoryBytes: 64 * 1024 * 1024), host: NoHost())
                self.heap = heap
            }
            defer { countCompiled(by: heap) }
            try heap.compile(source, fileName: fileName)
            return nil
        } catch {
            if !error.isThrown { heap = nil }
            return error.description
        }
    }

    /// Counts a script `heap` compiled, and retires the heap once it has compiled its share.
    private func countCompiled(by heap: ScriptHeap) {
        compiled += 1
        guard compiled >= Self.scriptsPerMachine, self.heap === heap else { return }
        heap.retire()
        self.heap = nil
        compiled = 0
    }

    /// The syntax error in `source`, using a heap of its own.
    public static func error(in source: String, fileName: String) -> String? {
        ScriptSyntax().error(in: source, fileName: fileName)
    }
}

/// A host for heaps that only compile.
final class NoHost: ScriptHostCalls {
    func call(_ operation: String, arguments: Data) throws -> Data {
        throw GlideCallError("No host calls are available while only compiling")
    }
}
