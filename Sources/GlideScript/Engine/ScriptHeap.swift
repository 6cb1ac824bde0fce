import CJavaScriptCore
import Foundation

/// Answers the calls a script makes through `__nt_call(op, argsJSON)`.
public protocol ScriptHostCalls: AnyObject {
    /// Runs `operation` with its JSON argument and returns the JSON answer; a thrown error becomes a JavaScript
    /// `Error` carrying the error's description.
    func call(_ operation: String, arguments: Data) throws -> Data
}

/// One JavaScript global context on JavaScriptCore, bounded by `ScriptLimits`. Use it from one thread at a time;
/// make one per request.
///
/// A heap made with a prelude takes a warm context that already has it loaded, when one is idle, and gives the
/// context back when it is done, provided `ContextBaseline` finds it exactly as the prelude left it. A script sees
/// nothing an earlier heap's script did: the prelude's state is set afresh, globals a script added are removed, and a
/// context a script changed in any other way is released instead of kept.
///
/// Limits are cooperative: the engine asks the heap's watch at its own safe points whether the script may go on,
/// and a script past its time or memory limit unwinds with an exception no `catch` can hold. A heap that hit a
/// limit is discarded, and every later evaluation fails with `.engineUnavailable`.
public final class ScriptHeap {
    private let group: JSContextGroupRef
    private var context: JSGlobalContextRef?
    private let limits: ScriptLimits
    private let watch: ScriptWatch
    private let natives: NativeFunctions
    private let prelude: ScriptPrelude?

    /// Creates a heap whose scripts call `host`.
    public convenience init(limits: ScriptLimits, host: any ScriptHostCalls) throws(ScriptError) {
        try self.init(limits: limits, host: host, prelude: nil)
    }

    /// Creates a heap whose scripts call `host`, with `prelude` loaded: in a warm context when one is idle.
    init(limits: ScriptLimits, host: any ScriptHostCalls, prelude: ScriptPrelude?) throws(ScriptError) {
        self.limits = limits
        self.watch = ScriptWatch(limits: limits)
        self.prelude = prelude
        if let prelude, let warm = WarmContextPool.shared.take(for: prelude) {
            group = warm.group
            context = warm.context
            natives = warm.natives
            natives.host = host
            return
        }
        guard let group = ContextGroupPool.shared.take() else { throw .engineUnavailable }
        guard let context = JSGlobalContextCreateInGroup(group, nil) else {
            ContextGroupPool.shared.give(group)
            throw .engineUnavailable
        }
        self.group = group
        self.context = context
        self.natives = NativeFunctions(host: host)
        guard natives.install(in: context) else { throw .engineUnavailable }
        try run(Self.bootstrap, fileName: "nowtape:bootstrap", isOwn: true)
        if let prelude {
            try run(prelude.source, fileName: prelude.fileName, isOwn: true)
            try run(
                "__nt_baseline.take(typeof __nt_stateNames === 'undefined' ? [] : __nt_stateNames)",
                fileName: "nowtape:baseline", isOwn: true)
        }
    }

    deinit {
        if let prelude, context != nil, !natives.declaredGlobalLexicals, restored(), let context {
            natives.detach()
            WarmContextPool.shared.give(
                WarmContext(group: group, context: context, natives: natives), for: prelude)
        } else if let context {
            natives.release(context)
            ContextGroupPool.shared.give(group)
        } else {
            JSContextGroupRelease(group)
        }
    }

    /// Whether the context, its prelude's state set afresh and the globals scripts added removed, is exactly as the
    /// prelude left it.
    private func restored() -> Bool {
        (try? run("__nt_baseline.restore()", fileName: "nowtape:baseline", isOwn: true)) == "true"
    }

    /// The script API defined in JavaScript over the native functions, and the baseline check.
    private static let bootstrap = """
        Object.defineProperty(this, '__nt_compile', { value: function (source, fileName) {
            return function () { return __nt_eval(source, fileName); };
        } });
        Object.defineProperty(this, '__nt_reusable', { value: (function (freeze, make) {
            return function (source, fileName) {
                var made = make(source, fileName);
                if (typeof made === 'function') {
                    freeze(made);
                    if (made.prototype) { freeze(made.prototype); }
                }
                return made;
            };
        })(Object.freeze, __nt_factory) });
        """ + ContextBaseline.source

    /// The mode and release each script `__nt_compile` runs is held to, by its file name: a script using a feature
    /// its policy refuses throws the platform's error instead of running.
    public var policies: [String: ScriptFeaturePolicy] {
        get { natives.policies }
        set { natives.policies = newValue }
    }

    /// The policy of scripts `policies` does not name; nil, the default, holds them to nothing.
    public var defaultPolicy: ScriptFeaturePolicy? {
        get { natives.defaultPolicy }
        set { natives.defaultPolicy = newValue }
    }

    /// Evaluates `source` as a program named `fileName` and returns its completion value as a string.
    @discardableResult
    public func evaluate(_ source: String, fileName: String) throws(ScriptError) -> String {
        try run(source, fileName: fileName, isOwn: false)
    }

    /// Evaluates `source`; a script of NowTape's own (`isOwn`) is not read for what it may leave behind.
    @discardableResult
    private func run(_ source: String, fileName: String, isOwn: Bool) throws(ScriptError) -> String {
        guard let context else { throw .engineUnavailable }
        if !isOwn { natives.ran(source) }
        var exception: JSValueRef?
        let evaluated: String?? = JSText.withScript(source, named: fileName) { script, url in
            watch.arm(group)
            #if os(Linux)
                // The engine runs the jobs promises queued when the lock is given back, outside the evaluation;
                // holding it across the evaluation lets those jobs run under the same deadline, asked about as often
                // as needed.
                JSLock(context)
                defer { JSUnlock(context) }
            #endif
            let value = JSEvaluateScript(context, script, nil, url, 1, &exception)
            let text = exception == nil ? JSText.string(of: value, in: context) : nil
            #if os(Linux)
                if natives.mayHaveQueuedJobs { watch.armForJobs(group) }
            #endif
            return text
        }
        guard let text = evaluated else { throw .engineUnavailable }
        if let stop = watch.stop {
            discard()
            switch stop {
            case .time: throw .timedOut(milliseconds: limits.timeoutMilliseconds)
            case .memory: throw .outOfMemory(bytes: limits.memoryBytes)
            }
        }
        if let exception {
            throw .thrown(ScriptErrorText.describe(exception, in: context, fileName: fileName))
        }
        return text ?? ""
    }

    /// Compiles `source` as a program without running it, throwing the syntax error with its line.
    public func compile(_ source: String, fileName: String) throws(ScriptError) {
        guard let context else { throw .engineUnavailable }
        if let refusal = natives.refusal(of: source, fileName: fileName) {
            throw .thrown("SyntaxError: \(refusal) (\(fileName) line \(refusal.use.line))")
        }
        var exception: JSValueRef?
        let compiled = JSText.withScript(source, named: fileName) { script, url in
            JSCheckScriptSyntax(context, script, url, 1, &exception)
        }
        guard let compiled else { throw .engineUnavailable }
        if !compiled, let exception {
            throw .thrown(ScriptErrorText.describe(exception, in: context, fileName: fileName))
        }
    }

    /// The bytes the heap holds now: reachable objects and the memory their strings and buffers hold.
    public var memoryInUse: Int {
        guard let context else { return 0 }
        return ScriptWatch.figures(context).live
    }

    /// Releases the heap's virtual machine instead of keeping it for another heap. A machine keeps something of every
    /// distinct source it parses, about five kilobytes for a four-kilobyte script, and nothing but its release frees
    /// that: a heap that parses thousands of scripts once each, as checking an update set does, is retired from time
    /// to time so that its memory stays flat. The heap cannot be used afterwards.
    func retire() { discard() }

    /// Drops the context after a limit stopped its script; the group is released rather than reused.
    private func discard() {
        if let context { natives.release(context) }
        context = nil
    }
}
