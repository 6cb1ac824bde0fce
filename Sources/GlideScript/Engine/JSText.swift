import CJavaScriptCore
import Foundation

/// Moving text between Swift and JavaScriptCore as UTF-16, so that every code unit crosses exactly: surrogate
/// pairs, NUL and lone surrogates included.
enum JSText {
    /// A new JavaScriptCore string holding `text`; release it with `JSStringRelease`. Text without NUL goes in as
    /// UTF-8, which the engine converts itself; text with NUL goes in as UTF-16 code units.
    static func make(_ text: String) -> JSStringRef? {
        if !containsNUL(text) {
            return text.withCString { JSStringCreateWithUTF8CString($0) }
        }
        let units = Array(text.utf16)
        return units.withUnsafeBufferPointer { JSStringCreateWithCharacters($0.baseAddress, $0.count) }
    }

    /// Whether `text` holds a NUL, looked for with `memchr` over its UTF-8 bytes.
    private static func containsNUL(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, 0, bytes.count) != nil
        }
    }

    /// Runs `body` with a script's source and its name as JavaScriptCore strings, released afterwards; nil when the
    /// engine could not make them.
    static func withScript<Result, Failure: Error>(
        _ source: String, named fileName: String,
        _ body: (_ script: JSStringRef, _ url: JSStringRef) throws(Failure) -> Result
    ) throws(Failure) -> Result? {
        guard let script = make(source) else { return nil }
        defer { JSStringRelease(script) }
        guard let url = make(fileName) else { return nil }
        defer { JSStringRelease(url) }
        return try body(script, url)
    }

    /// The Swift string a JavaScriptCore string holds. The engine writes it as UTF-8 itself; only a string with a
    /// lone surrogate, which UTF-8 cannot hold, is decoded here from its code units, the surrogate becoming U+FFFD.
    static func string(_ text: JSStringRef) -> String {
        let count = JSStringGetLength(text)
        guard count > 0, let units = JSStringGetCharactersPtr(text) else { return "" }
        let codeUnits = UnsafeBufferPointer(start: units, count: count)
        if codeUnits.contains(where: { $0 & 0xF800 == 0xD800 }) {
            return String(decoding: codeUnits, as: UTF16.self)
        }
        let capacity = JSStringGetMaximumUTF8CStringSize(text)
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            let written = base.withMemoryRebound(to: CChar.self, capacity: capacity) {
                JSStringGetUTF8CString(text, $0, capacity)
            }
            return max(written - 1, 0)
        }
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
