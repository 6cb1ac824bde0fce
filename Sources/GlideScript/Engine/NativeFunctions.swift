import CJavaScriptCore
import Foundation

/// The functions a heap's global object gains, written in Swift:
/// - `__nt_call(op, argsJSON)` returns the host's JSON answer as text, or throws an `Error` with the host's message;
/// - `__nt_eval(source, fileName)` runs `source` as a program named `fileName` and returns its completion value;
/// - `__nt_factory(source, fileName)` does the same for a program whose value is a function, and hands out the same
///   function the next time (`ReusableFunctions`); the policy is checked on every call.
///
/// `__nt_compile(source, fileName)`, which the prelude uses, is defined over `__nt_eval` in JavaScript.
final class NativeFunctions {
    enum Kind { case call, evaluate, factory }

    /// What one function object points to.
    final class Entry {
        let kind: Kind
        unowned let owner: NativeFunctions
        init(kind: Kind, owner: NativeFunctions) {
            self.kind = kind
            self.owner = owner
        }
    }

    /// Where `__nt_call` goes: the host of the heap using the context now.
    var host: any ScriptHostCalls
    /// Whether a script run here may have declared `let`, `const` or `class` bindings in the global scope, which
    /// nothing can remove: the context cannot serve another heap.
    private(set) var declaredGlobalLexicals = false
    /// The policy each script runs under, by its file name; scripts it does not name run under `defaultPolicy`.
    var policies: [String: ScriptFeaturePolicy] = [:]
    /// The policy of scripts `policies` does not name; nil runs them unchecked.
    var defaultPolicy: ScriptFeaturePolicy?

    /// The feature the platform refuses in `source`, run as `fileName`. A script no policy holds is not read.
    func refusal(of source: String, fileName: String) -> ScriptFeatureFinding? {
        guard let policy = policies[fileName] ?? defaultPolicy else { return nil }
        return policy.refusal(among: SourceFacts.of(source).features)
    }

    private func refusal(among facts: SourceFacts, fileName: String) -> ScriptFeatureFinding? {
        (policies[fileName] ?? defaultPolicy)?.refusal(among: facts.features)
    }
    private var entries: [Entry] = []
    /// The functions `__nt_factory` made in this context.
    private let reusable = ReusableFunctions()

    init(host: any ScriptHostCalls) { self.host = host }

    /// Whether a script the current heap ran may have queued jobs.
    private(set) var mayHaveQueuedJobs = false

    /// Notes that `source` ran as a program here.
    func ran(_ source: String) { ran(SourceFacts.of(source)) }

    private func ran(_ facts: SourceFacts) {
        if facts.declaresGlobalLexicals { declaredGlobalLexicals = true }
        if facts.mayQueueJobs { mayHaveQueuedJobs = true }
    }

    /// Releases `context`, which these functions serve, after giving up the functions kept in it: a kept function
    /// holds its global object, and so the whole context, until it is given up.
    func release(_ context: JSGlobalContextRef) {
        reusable.forget(in: context)
        JSGlobalContextRelease(context)
    }

    /// Forgets the heap that used the context, before the context waits for the next one.
    func detach() {
        host = DetachedHost()
        mayHaveQueuedJobs = false
        policies = [:]
        defaultPolicy = nil
    }

    /// Defines the functions on `context`'s global object.
    func install(in context: JSGlobalContextRef) -> Bool {
        guard let functionClass = Self.functionClass else { return false }
        let global = JSContextGetGlobalObject(context)
        for (name, kind) in [("__nt_call", Kind.call), ("__nt_eval", Kind.evaluate), ("__nt_factory", Kind.factory)] {
            let entry = Entry(kind: kind, owner: self)
            entries.append(entry)
            guard let function = JSObjectMake(context, functionClass, Unmanaged.passUnretained(entry).toOpaque()),
                let key = JSText.make(name)
            else { return false }
            JSObjectSetProperty(
                context, global, key, function,
                JSPropertyAttributes(kJSPropertyAttributeDontEnum | kJSPropertyAttributeReadOnly), nil)
            JSStringRelease(key)
        }
        return true
    }

    /// One class serves every native function: its objects are callable, and their private data says which. A class
    /// is immutable once made, so every thread shares this one.
    private struct SharedClass: @unchecked Sendable { let reference: JSClassRef? }

    private static let shared = SharedClass(
        reference: "NowTapeFunction".withCString { name in
            var definition = kJSClassDefinitionEmpty
            definition.className = name
            definition.callAsFunction = nativeFunctionCall
            return JSClassCreate(&definition)
        })

    private static var functionClass: JSClassRef? { shared.reference }

    fileprivate func call(
        _ kind: Kind, context: JSContextRef, arguments: [JSValueRef?], exception: UnsafeMutablePointer<JSValueRef?>?
    ) -> JSValueRef? {
        func argument(_ index: Int) -> String? {
            guard index < arguments.count, let value = arguments[index], !JSValueIsUndefined(context, value) else {
                return nil
            }
            return JSText.string(of: value, in: context)
        }
        switch kind {
        case .call:
            let operation = argument(0) ?? ""
            let text = argument(1) ?? "null"
            do {
                let answer = try host.call(operation, arguments: Data(text.utf8))
                return JSText.value(String(decoding: answer, as: UTF8.self), in: context)
            } catch {
                exception?.pointee = Self.error(String(describing: error), in: context)
                return nil
            }
        case .evaluate, .factory:
            let source = argument(0) ?? ""
            let fileName = argument(1) ?? "script"
            let facts = SourceFacts.of(source)
            if let refusal = refusal(among: facts, fileName: fileName) {
                exception?.pointee = Self.error(
                    refusal.description, named: "SyntaxError", place: (fileName, refusal.use.line), in: context)
                return nil
            }
            ran(facts)
            let reuses = kind == .factory
            if reuses, let function = reusable.function(for: source, fileName: fileName) { return function }
            var thrown: JSValueRef?
            let value = JSText.withScript(source, named: fileName) { script, url in
                JSEvaluateScript(context, script, nil, url, 1, &thrown)
            }
            if let thrown {
                exception?.pointee = thrown
                return nil
            }
            if reuses, let value: JSValueRef = value ?? nil {
                reusable.keep(value, for: source, fileName: fileName, in: context)
            }
            return value ?? nil
        }
    }

    /// A JavaScript error carrying `message`.
    static func error(
        _ message: String, named name: String = "Error", place: (file: String, line: Int)? = nil,
        in context: JSContextRef
    ) -> JSValueRef? {
        var arguments = [JSText.value(message, in: context)]
        guard let error = JSObjectMakeError(context, 1, &arguments, nil) else { return nil }
        var properties: [(String, JSValueRef?)] = []
        if name != "Error" { properties.append(("name", JSText.value(name, in: context))) }
        if let place {
            properties.append(("sourceURL", JSText.value(place.file, in: context)))
            properties.append(("line", JSValueMakeNumber(context, Double(place.line))))
        }
        for (name, value) in properties {
            guard let key = JSText.make(name) else { continue }
            JSObjectSetProperty(context, error, key, value, 0, nil)
            JSStringRelease(key)
        }
        return error
    }
}

/// The host of a context no heap is using: a call through it is a fault in NowTape, never a script's doing.
private final class DetachedHost: ScriptHostCalls {
    struct DetachedHostError: Error, CustomStringConvertible {
        var description: String { "This context serves no heap now; make a ScriptHeap to run scripts" }
    }
    func call(_ operation: String, arguments: Data) throws -> Data { throw DetachedHostError() }
}

private func nativeFunctionCall(
    _ context: JSContextRef?, _ function: JSObjectRef?, _ this: JSObjectRef?, _ count: Int,
    _ arguments: UnsafePointer<JSValueRef?>?, _ exception: UnsafeMutablePointer<JSValueRef?>?
) -> JSValueRef? {
    guard let context, let function, let pointer = JSObjectGetPrivate(function) else { return nil }
    let entry = Unmanaged<NativeFunctions.Entry>.fromOpaque(pointer).takeUnretainedValue()
    let values = arguments.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    return entry.owner.call(entry.kind, context: context, arguments: values, exception: exception)
}
