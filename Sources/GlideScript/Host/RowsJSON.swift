/// Writes record rows as JSON text directly: rows are the bulk of what scripts read, and a direct writer avoids
/// the bridging and type casts of `JSONSerialization` on large queries.
enum RowsJSON {
    /// `{"rows":[{…},…]}` for `rows`, or `{"record":{…}}` with `key: "record"` and one row.
    static func object(key: String, rows: [[String: String]]) -> String {
        var text = "{\"\(key)\":["
        text.reserveCapacity(rows.count * 512)
        for (index, row) in rows.enumerated() {
            if index > 0 { text += "," }
            append(row, to: &text)
        }
        return text + "]}"
    }

    /// One row as a JSON object.
    static func append(_ row: [String: String], to text: inout String) {
        text += "{"
        var first = true
        for (name, value) in row {
            if !first { text += "," }
            first = false
            appendString(name, to: &text)
            text += ":"
            appendString(value, to: &text)
        }
        text += "}"
    }

    /// `value` as a JSON string literal.
    static func appendString(_ value: String, to text: inout String) {
        text += "\""
        var plainStart = value.unicodeScalars.startIndex
        var index = plainStart
        let scalars = value.unicodeScalars
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let escape: String?
            switch scalar {
            case "\"": escape = "\\\""
            case "\\": escape = "\\\\"
            case "\n": escape = "\\n"
            case "\r": escape = "\\r"
            case "\t": escape = "\\t"
            case "\u{2028}": escape = "\\u2028"
            case "\u{2029}": escape = "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    escape = nil
                }
            }
            if let escape {
                text.unicodeScalars.append(contentsOf: scalars[plainStart..<index])
                text += escape
                plainStart = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        text.unicodeScalars.append(contentsOf: scalars[plainStart..<scalars.endIndex])
        text += "\""
    }
}
