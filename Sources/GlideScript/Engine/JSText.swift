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

    /// A new JavaScriptCore string holding a script's `source`. An ASCII source, nearly every script, is widened to
    /// UTF-16 here, sixteen bytes at a time: the engine's own UTF-8 reader is a scalar loop, and was most of the cost
    /// of handing a multi-kilobyte script to its parser. Any other source goes in as ``make(_:)`` makes it.
    static func makeSource(_ source: String) -> JSStringRef? {
        var source = source
        let widened: JSStringRef?? = source.withUTF8 { bytes -> JSStringRef?? in
            guard let units = widenedASCII(bytes) else { return .none }
            return .some(units.withUnsafeBufferPointer { JSStringCreateWithCharacters($0.baseAddress, $0.count) })
        }
        return widened ?? make(source)
    }

    /// `bytes` as UTF-16 code units when every byte is ASCII; nil when one is not, or there are none.
    private static func widenedASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt16]? {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return nil }
        var high = SIMD16<UInt8>()
        var tail: UInt8 = 0
        let units = [UInt16](unsafeUninitializedCapacity: bytes.count) { buffer, count in
            guard let output = buffer.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            let rawOutput = UnsafeMutableRawPointer(output)
            var index = 0
            while index + 16 <= bytes.count {
                let chunk = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
                high |= chunk
                rawOutput.storeBytes(
                    of: SIMD16<UInt16>(truncatingIfNeeded: chunk), toByteOffset: index * 2, as: SIMD16<UInt16>.self)
                index += 16
            }
            while index < bytes.count {
                tail |= bytes[index]
                output[index] = UInt16(bytes[index])
                index += 1
            }
            count = bytes.count
        }
        let ascii = (high & SIMD16<UInt8>(repeating: 0x80)) == SIMD16<UInt8>() && tail & 0x80 == 0
        return ascii ? units : nil
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
        guard let script = makeSource(source) else { return nil }
        defer { JSStringRelease(script) }
        guard let url = make(fileName) else { return nil }
        defer { JSStringRelease(url) }
        return try body(script, url)
    }

    /// The Swift string a JavaScriptCore string holds. The engine writes it as UTF-8 itself, reading its own 8-bit
    /// strings directly; the engine stops at a lone surrogate, which UTF-8 cannot hold, so a string whose UTF-8 falls
    /// short of its length is decoded here from its code units instead, the surrogate becoming U+FFFD.
    static func string(_ text: JSStringRef) -> String {
        let count = JSStringGetLength(text)
        guard count > 0 else { return "" }
        let capacity = JSStringGetMaximumUTF8CStringSize(text)
        var complete = true
        let written = String(unsafeUninitializedCapacity: capacity) { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            let size = base.withMemoryRebound(to: CChar.self, capacity: capacity) {
                max(JSStringGetUTF8CString(text, $0, capacity) - 1, 0)
            }
            complete = utf16Count(UnsafeBufferPointer(start: base, count: size)) == count
            return size
        }
        if complete { return written }
        guard let units = JSStringGetCharactersPtr(text) else { return written }
        return String(decoding: UnsafeBufferPointer(start: units, count: count), as: UTF16.self)
    }

    /// How many UTF-16 code units the well-formed UTF-8 `bytes` hold: one for each byte that starts a character,
    /// and one more for each character past U+FFFF, which starts with a byte of 0xF0 or above.
    private static func utf16Count(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var units = 0
        for byte in bytes {
            units &+= (byte & 0xC0 != 0x80 ? 1 : 0) &+ (byte >= 0xF0 ? 1 : 0)
        }
        return units
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
