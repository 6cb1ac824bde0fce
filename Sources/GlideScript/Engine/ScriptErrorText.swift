import CJavaScriptCore

/// The text of a thrown JavaScript value, as a user reads it in a log: `TypeError: message (script line 3)`.
enum ScriptErrorText {
    /// Describes `exception`; an Error object gains the script and line it was thrown from when its message lacks
    /// them. A value whose conversion to text throws is described by its type.
    static func describe(_ exception: JSValueRef, in context: JSContextRef, fileName: String) -> String {
        guard JSValueIsObject(context, exception), let object = JSValueToObject(context, exception, nil) else {
            return JSText.string(of: exception, in: context) ?? "a value that cannot be shown as text"
        }
        let text = JSText.string(of: exception, in: context) ?? "an error that cannot be shown as text"
        let line = JSText.property("line", of: object, in: context).flatMap { value -> Int? in
            JSValueIsNumber(context, value) ? Int(exactly: JSValueToNumber(context, value, nil)) : nil
        }
        guard let line, line > 0, !text.contains("(line ") else { return text }
        let file = JSText.property("sourceURL", of: object, in: context).flatMap { value -> String? in
            JSValueIsString(context, value) ? JSText.string(of: value, in: context) : nil
        }
        return "\(text) (\(file.flatMap { $0.isEmpty ? nil : $0 } ?? fileName) line \(line))"
    }
}
