/// Prints JSON values: compact for bodies (as servers send them) or indented for cassette files.
public enum JSONWriter {
    /// `{"a":1,"b":[true,null]}`: no spaces, keys in order.
    public static func compact(_ value: JSONValue) -> String {
        String(decoding: compactBytes(value), as: UTF8.self)
    }

    /// ``compact(_:)`` as UTF-8 bytes, without building a string.
    public static func compactBytes(_ value: JSONValue) -> [UInt8] {
        var output = Output(indent: nil)
        output.write(value, level: 0)
        return output.bytes
    }

    /// Two-space indentation and `"key": value`, as cassette files are written.
    public static func pretty(_ value: JSONValue) -> String {
        var output = Output(indent: Array("  ".utf8))
        output.write(value, level: 0)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// A JSON string literal.
    public static func quoted(_ text: String) -> String {
        var output = Output(indent: nil)
        output.writeString(text)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// The bytes written so far.
    private struct Output {
        var bytes: [UInt8] = []
        let indent: [UInt8]?

        init(indent: [UInt8]?) {
            self.indent = indent
            bytes.reserveCapacity(1024)
        }

        mutating func append(_ text: StaticString) {
            text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }

        mutating func write(_ value: JSONValue, level: Int) {
            switch value {
            case .null: append("null")
            case .bool(let flag): flag ? append("true") : append("false")
            case .number(let text): bytes.append(contentsOf: text.utf8)
            case .string(let text): writeString(text)
            case .array(let values):
                guard !values.isEmpty else { return append("[]") }
                bytes.append(UInt8(ascii: "["))
                for (index, element) in values.enumerated() {
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    newline(level + 1)
                    write(element, level: level + 1)
                }
                newline(level)
                bytes.append(UInt8(ascii: "]"))
            case .object(let members):
                guard !members.isEmpty else { return append("{}") }
                bytes.append(UInt8(ascii: "{"))
                for (index, (key, element)) in members.enumerated() {
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    newline(level + 1)
                    writeString(key)
                    indent == nil ? append(":") : append(": ")
                    write(element, level: level + 1)
                }
                newline(level)
                bytes.append(UInt8(ascii: "}"))
            }
        }

        private mutating func newline(_ level: Int) {
            guard let indent else { return }
            bytes.append(UInt8(ascii: "\n"))
            for _ in 0..<level { bytes.append(contentsOf: indent) }
        }

        mutating func writeString(_ text: String) {
            var text = text
            bytes.append(UInt8(ascii: "\""))
            text.withUTF8 { utf8 in
                // Runs of bytes that need no escape are appended whole; only `"`, `\` and control characters stop
                // a run.
                var runStart = 0
                for index in utf8.indices {
                    let byte = utf8[index]
                    guard byte == 0x22 || byte == 0x5C || byte < 0x20 else { continue }
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                    escape(byte)
                    runStart = index + 1
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
            }
            bytes.append(UInt8(ascii: "\""))
        }

        private mutating func escape(_ byte: UInt8) {
            switch byte {
            case 0x22: append("\\\"")
            case 0x5C: append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            default:
                let digits: [UInt8] = Array("0123456789abcdef".utf8)
                append("\\u00")
                bytes.append(digits[Int(byte >> 4)])
                bytes.append(digits[Int(byte & 0x0F)])
            }
        }
    }
}
