/// Writes JSON text directly, with keys in the order given, so responses are byte-stable and fast to build.
enum JSONText {
    static func string(_ text: String) -> String {
        var result = ""
        appendString(text, to: &result)
        return result
    }

    /// Appends `text` as a JSON string literal.
    static func appendString(_ text: String, to output: inout String) {
        // Most values need no escape: they are appended whole, without walking their scalars.
        if !needsEscape(text) {
            output += "\""
            output += text
            output += "\""
            return
        }
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
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

    /// Whether `text` holds `"`, `\\` or a control character, read as bytes.
    private static func needsEscape(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where byte == 0x22 || byte == 0x5C || byte < 0x20 { return true }
            return false
        }
    }

    static func object(_ members: [(String, String)]) -> String {
        var result = "{"
        result.reserveCapacity(members.reduce(2) { $0 + $1.0.utf8.count + $1.1.utf8.count + 4 })
        for (index, member) in members.enumerated() {
            if index > 0 { result += "," }
            result += string(member.0)
            result += ":"
            result += member.1
        }
        return result + "}"
    }

    static func array(_ items: [String]) -> String {
        var result = "["
        result.reserveCapacity(items.reduce(2) { $0 + $1.utf8.count + 1 })
        for (index, item) in items.enumerated() {
            if index > 0 { result += "," }
            result += item
        }
        return result + "]"
    }
}
