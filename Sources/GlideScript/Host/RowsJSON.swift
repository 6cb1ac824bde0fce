/// Writes record rows as JSON bytes directly: rows are the bulk of what scripts read, and a direct writer avoids
/// the bridging and type casts of `JSONSerialization` on large queries.
enum RowsJSON {
    /// `{"<key>":[{…},…]}` for `rows`, as UTF-8.
    static func object(key: String, rows: [[String: String]]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rows.count * 1024 + 16)
        bytes.append(UInt8(ascii: "{"))
        appendString(key, to: &bytes)
        bytes.append(contentsOf: Array(":[".utf8))
        for (index, row) in rows.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            append(row, to: &bytes)
        }
        bytes.append(contentsOf: Array("]}".utf8))
        return bytes
    }

    /// `[…]` for one column's values, `null` where a row has no value.
    static func array(_ values: [String?]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count * 34 + 2)
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            if let value {
                appendString(value, to: &bytes)
            } else {
                bytes.append(contentsOf: Array("null".utf8))
            }
        }
        bytes.append(UInt8(ascii: "]"))
        return bytes
    }

    /// One row as a JSON object.
    static func append(_ row: [String: String], to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "{"))
        var first = true
        for (name, value) in row {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            appendString(name, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            appendString(value, to: &bytes)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// `value` as a JSON string literal: quotes, backslashes and control characters escaped, the rest as UTF-8.
    static func appendString(_ value: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case UInt8(ascii: "\n"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case UInt8(ascii: "\r"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case UInt8(ascii: "\t"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20:
                bytes.append(contentsOf: Array("\\u00".utf8))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
