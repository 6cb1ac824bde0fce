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
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
