import JSONText

/// Writes record rows as JSON bytes directly, through JSONText's writer and its one string escaper: rows are the bulk
/// of what scripts read, and a direct writer avoids the bridging and type casts of `JSONSerialization` on large
/// queries.
enum RowsJSON {
    /// `{"<key>":[{…},…]}` for `rows`, as UTF-8.
    static func object(key: String, rows: [[String: String]]) -> [UInt8] {
        var output = JSONOutput(indent: nil)
        output.bytes.reserveCapacity(rows.count * 1024 + 16)
        output.append("{")
        output.writeString(key)
        output.append(":[")
        for (index, row) in rows.enumerated() {
            if index > 0 { output.append(",") }
            output.append("{")
            for (position, (name, value)) in row.enumerated() {
                if position > 0 { output.append(",") }
                output.writeString(name)
                output.append(":")
                output.writeString(value)
            }
            output.append("}")
        }
        output.append("]}")
        return output.bytes
    }

    /// `[…]` for one column's values, `null` where a row has no value.
    static func array(_ values: [String?]) -> [UInt8] {
        var output = JSONOutput(indent: nil)
        output.bytes.reserveCapacity(values.count * 34 + 2)
        output.append("[")
        for (index, value) in values.enumerated() {
            if index > 0 { output.append(",") }
            if let value { output.writeString(value) } else { output.append("null") }
        }
        output.append("]")
        return output.bytes
    }
}
