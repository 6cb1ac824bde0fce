import CDuktapeShim
import Foundation

/// Answers the calls a script makes through `__nt_call(op, argsJSON)`.
public protocol ScriptHostCalls: AnyObject {
    /// Runs `operation` with its JSON argument and returns the JSON answer; a thrown error becomes a JavaScript
    /// `Error` carrying the error's description.
    func call(_ operation: String, arguments: Data) throws -> Data
}

/// One Duktape heap, bounded by `ScriptLimits`. It belongs to the thread that uses it; make one per request.
///
/// A heap that hits a limit is discarded, and every later evaluation fails with `.engineUnavailable`.
public final class ScriptHeap {
    private let script: OpaquePointer
    private let limits: ScriptLimits
    private let host: Unmanaged<HostBox>

    /// Creates a heap whose scripts call `host`.
    public init(limits: ScriptLimits, host: any ScriptHostCalls) throws(ScriptFailure) {
        let box = Unmanaged.passRetained(HostBox(host))
        guard let script = nt_script_create(limits.memoryBytes, scriptHostTrampoline, box.toOpaque()) else {
            box.release()
            throw .engineUnavailable
        }
        self.script = script
        self.limits = limits
        self.host = box
    }

    deinit {
        nt_script_destroy(script)
        host.release()
    }

    /// Evaluates `source` as eval code named `fileName` and returns its completion value as a string.
    @discardableResult
    public func evaluate(_ source: String, fileName: String) throws(ScriptFailure) -> String {
        try run(source, fileName: fileName) { script, bytes, count, name, out, length in
            nt_script_eval(script, bytes, count, name, self.limits.timeoutMilliseconds, out, length)
        }
    }

    /// Evaluates `source` like `evaluate`, keeping its compiled bytecode for the whole process: later heaps that
    /// evaluate the same text load it instead of compiling it again. Meant for one fixed prelude.
    @discardableResult
    public func evaluateCached(_ source: String, fileName: String) throws(ScriptFailure) -> String {
        try run(source, fileName: fileName) { script, bytes, count, name, out, length in
            nt_script_eval_cached(script, bytes, count, name, self.limits.timeoutMilliseconds, out, length)
        }
    }

    /// Compiles `source` without running it, throwing the syntax error with its line.
    public func compile(_ source: String, fileName: String) throws(ScriptFailure) {
        _ = try run(source, fileName: fileName) { script, bytes, count, name, out, length in
            nt_script_compile(script, bytes, count, name, out, length)
        }
    }

    /// The bytes the heap holds now.
    public var memoryInUse: Int { nt_script_memory_in_use(script) }

    private typealias Entry = (
        OpaquePointer, UnsafePointer<CChar>, Int, UnsafePointer<CChar>,
        UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, UnsafeMutablePointer<Int>
    ) -> nt_status

    private func run(_ source: String, fileName: String, entry: Entry) throws(ScriptFailure) -> String {
        var output: UnsafeMutablePointer<CChar>?
        var length = 0
        let status = source.utf8CString.withUnsafeBufferPointer { sourceBytes in
            fileName.withCString { name in
                entry(script, sourceBytes.baseAddress ?? name, max(sourceBytes.count - 1, 0), name, &output, &length)
            }
        }
        let text = output.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: length), as: UTF8.self) }
        nt_free(output)
        switch status {
        case NT_OK: return text ?? ""
        case NT_SCRIPT_ERROR: throw .thrown(text ?? "The script failed without a message.")
        case NT_TIMEOUT: throw .timedOut(milliseconds: limits.timeoutMilliseconds)
        case NT_OUT_OF_MEMORY: throw .outOfMemory(bytes: limits.memoryBytes)
        default: throw .engineUnavailable
        }
    }
}

private final class HostBox {
    let host: any ScriptHostCalls
    init(_ host: any ScriptHostCalls) { self.host = host }
}

/// The C callback behind `__nt_call`: decodes the operation, asks the host, and hands back malloc'ed text.
private func scriptHostTrampoline(
    _ context: UnsafeMutableRawPointer?, _ operation: UnsafePointer<CChar>?, _ operationLength: Int,
    _ arguments: UnsafePointer<CChar>?, _ argumentsLength: Int,
    _ output: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ outputLength: UnsafeMutablePointer<Int>?
) -> Int32 {
    guard let context, let operation, let output, let outputLength else { return 1 }
    let box = Unmanaged<HostBox>.fromOpaque(context).takeUnretainedValue()
    let name = String(decoding: UnsafeRawBufferPointer(start: operation, count: operationLength), as: UTF8.self)
    let argumentData = arguments.map { Data(bytes: $0, count: argumentsLength) } ?? Data("null".utf8)
    let answer: Data
    let status: Int32
    do {
        answer = try box.host.call(name, arguments: argumentData)
        status = 0
    } catch {
        answer = Data(String(describing: error).utf8)
        status = 1
    }
    guard let buffer = malloc(max(answer.count, 1))?.assumingMemoryBound(to: CChar.self) else { return 1 }
    answer.withUnsafeBytes { bytes in
        if let base = bytes.baseAddress { memcpy(buffer, base, answer.count) }
    }
    output.pointee = buffer
    outputLength.pointee = answer.count
    return status
}
