/// Prints JSON values: compact for bodies (as servers send them) or indented for cassette files.
public enum JSONWriter {
    /// `{"a":1,"b":[true,null]}`: no spaces, keys in order.
    public static func compact(_ value: JSONValue) -> String {
        String(decoding: compactBytes(value), as: UTF8.self)
    }

    /// ``compact(_:)`` as UTF-8 bytes, without building a string.
    public static func compactBytes(_ value: JSONValue) -> [UInt8] {
        var output = JSONOutput(indent: nil)
        output.write(value, level: 0)
        return output.bytes
    }

    /// Two-space indentation and `"key": value`, as cassette files are written.
    public static func pretty(_ value: JSONValue) -> String {
        var output = JSONOutput(indent: Array("  ".utf8))
        output.write(value, level: 0)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal to `output`. Text that needs no escape, the common case, is
    /// appended whole.
    public static func appendQuoted(_ text: String, to output: inout String) {
        var text = text
        let plain = text.withUTF8 { JSONOutput.isPlain(UnsafeRawBufferPointer($0)) }
        guard plain else {
            output += quoted(text)
            return
        }
        output += "\""
        output += text
        output += "\""
    }

    /// A JSON string literal.
    public static func quoted(_ text: String) -> String {
        var output = JSONOutput(indent: nil)
        output.writeString(text)
        return String(decoding: output.bytes, as: UTF8.self)
    }
}
