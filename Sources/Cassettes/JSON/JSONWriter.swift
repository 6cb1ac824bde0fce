/// Prints JSON values: compact for bodies (as servers send them) or indented for cassette files.
public enum JSONWriter {
    /// `{"a":1,"b":[true,null]}`: no spaces, keys in order.
    public static func compact(_ value: JSONValue) -> String {
        var output = ""
        write(value, into: &output, indent: nil, level: 0)
        return output
    }

    /// Two-space indentation and `"key": value`, as cassette files are written.
    public static func pretty(_ value: JSONValue) -> String {
        var output = ""
        write(value, into: &output, indent: "  ", level: 0)
        return output
    }

    /// A JSON string literal.
    public static func quoted(_ text: String) -> String {
        var output = ""
        writeString(text, into: &output)
        return output
    }

    private static func write(_ value: JSONValue, into output: inout String, indent: String?, level: Int) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let text): output += text
        case .string(let text): writeString(text, into: &output)
        case .array(let values):
            guard !values.isEmpty else {
                output += "[]"
                return
            }
            output += "["
            for (index, element) in values.enumerated() {
                if index > 0 { output += "," }
                newline(&output, indent, level + 1)
                write(element, into: &output, indent: indent, level: level + 1)
            }
            newline(&output, indent, level)
            output += "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{"
            for (index, (key, element)) in members.enumerated() {
                if index > 0 { output += "," }
                newline(&output, indent, level + 1)
                writeString(key, into: &output)
                output += indent == nil ? ":" : ": "
                write(element, into: &output, indent: indent, level: level + 1)
            }
            newline(&output, indent, level)
            output += "}"
        }
    }

    private static func newline(_ output: inout String, _ indent: String?, _ level: Int) {
        guard let indent else { return }
        output += "\n"
        for _ in 0..<level { output += indent }
    }

    private static func writeString(_ text: String, into output: inout String) {
        output += "\""
        // Runs of characters that need no escape are appended whole; only `"`, `\\` and control characters stop a run.
        var utf8 = text.utf8[...]
        while let special = utf8.firstIndex(where: { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 }) {
            output += String(Substring(utf8[utf8.startIndex..<special]))
            let byte = utf8[special]
            switch byte {
            case 0x22: output += "\\\""
            case 0x5C: output += "\\\\"
            case 0x0A: output += "\\n"
            case 0x0D: output += "\\r"
            case 0x09: output += "\\t"
            case 0x08: output += "\\b"
            case 0x0C: output += "\\f"
            default:
                let hex = String(byte, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
            utf8 = utf8[utf8.index(after: special)...]
        }
        output += String(Substring(utf8))
        output += "\""
    }
}
