import CJavaScriptCore

/// The functions a context made from a script once and hands out again each time the same script, under the same
/// name, is asked for: a script include loaded on every request is compiled once per context, and the engine's
/// machine code for its methods, which belongs to the function's code and not to each closure, is kept with it.
///
/// Only a program whose value is a function is kept, and the prelude freezes that function and its prototype before
/// any script sees it (`__nt_reusable`): calling it makes fresh closures and objects every time, so no heap sees what
/// an earlier one did. The functions are protected from collection while kept; `forget(in:)` gives them up, and
/// must run before the context is released.
final class ReusableFunctions {
    /// The most functions one context keeps; a script asked for beyond that is compiled afresh each time.
    static let capacity = 256

    private var kept: [Key: JSObjectRef] = [:]

    private struct Key: Hashable {
        let fileName: String
        let source: String
    }

    /// The function kept for `source` named `fileName`, if any.
    func function(for source: String, fileName: String) -> JSObjectRef? {
        kept[Key(fileName: fileName, source: source)]
    }

    /// Keeps `value` for `source` named `fileName` when it is a function and there is room.
    func keep(_ value: JSValueRef, for source: String, fileName: String, in context: JSContextRef) {
        guard kept.count < Self.capacity, JSValueIsObject(context, value),
            let function = JSValueToObject(context, value, nil), JSObjectIsFunction(context, function)
        else { return }
        JSValueProtect(context, function)
        kept[Key(fileName: fileName, source: source)] = function
    }

    /// Gives up every kept function; call it before the context is released.
    func forget(in context: JSContextRef) {
        for function in kept.values { JSValueUnprotect(context, function) }
        kept = [:]
    }
}
