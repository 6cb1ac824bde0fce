import CJavaScriptCore

/// Moving text between Swift and JavaScriptCore as UTF-16, so that every code unit crosses exactly: surrogate
/// pairs, NUL and lone surrogates included.
enum JSText {
    /// A new JavaScriptCore string holding `text`; release it with `JSStringRelease`.
    static func make(_ text: String) -> JSStringRef? {
        let units = Array(text.utf16)
        return units.withUnsafeBufferPointer { JSStringCreateWithCharacters($0.baseAddress, $0.count) }
    }

    /// The Swift string a JavaScriptCore string holds. A lone surrogate, which Swift strings cannot hold, becomes
    /// U+FFFD.
    static func string(_ text: JSStringRef) -> String {
        let count = JSStringGetLength(text)
        guard count > 0, let units = JSStringGetCharactersPtr(text) else { return "" }
        return String(decoding: UnsafeBufferPointer(start: units, count: count), as: UTF16.self)
    }

    /// `value` converted to a string as JavaScript's `String(value)` does, or nil when that conversion throws.
    static func string(of value: JSValueRef?, in context: JSContextRef) -> String? {
        guard let value else { return nil }
        var exception: JSValueRef?
        guard let text = JSValueToStringCopy(context, value, &exception) else { return nil }
        defer { JSStringRelease(text) }
        return exception == nil ? string(text) : nil
    }

    /// A JavaScript string value holding `text`.
    static func value(_ text: String, in context: JSContextRef) -> JSValueRef? {
        guard let string = make(text) else { return JSValueMakeUndefined(context) }
        defer { JSStringRelease(string) }
        return JSValueMakeString(context, string)
    }

    /// The property `name` of `object`, or nil when reading it throws.
    static func property(_ name: String, of object: JSObjectRef, in context: JSContextRef) -> JSValueRef? {
        guard let key = make(name) else { return nil }
        defer { JSStringRelease(key) }
        var exception: JSValueRef?
        let value = JSObjectGetProperty(context, object, key, &exception)
        return exception == nil ? value : nil
    }
}
