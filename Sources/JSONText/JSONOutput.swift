/// JSON text being written as UTF-8 bytes, compact or indented.
package struct JSONOutput {
    package var bytes: [UInt8] = []
    package let indent: [UInt8]?

    package init(indent: [UInt8]?, capacity: Int = 1024) {
        self.indent = indent
        bytes.reserveCapacity(capacity)
    }

    package mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Raw bytes, copied whole.
    package mutating func append(raw: UnsafeRawBufferPointer) {
        raw.withMemoryRebound(to: UInt8.self) { bytes.append(contentsOf: $0) }
    }

    package mutating func write(_ value: JSONValue, level: Int) {
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

    package mutating func writeString(_ text: String) {
        var text = text
        text.withUTF8 { writeString(utf8: UnsafeRawBufferPointer($0)) }
    }

    /// A string literal from bytes already known to be valid UTF-8.
    package mutating func writeString(utf8: UnsafeRawBufferPointer) {
        bytes.append(UInt8(ascii: "\""))
        // Runs of bytes that need no escape are appended whole; only `"`, `\` and control characters stop a run.
        var runStart = 0
        var index = 0
        while index < utf8.count {
            // Eight bytes at a time while none of them needs an escape.
            if index + 8 <= utf8.count, let base = utf8.baseAddress,
                !Self.needsEscape(base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            {
                index += 8
                continue
            }
            let byte = utf8[index]
            if byte == 0x22 || byte == 0x5C || byte < 0x20 {
                append(raw: UnsafeRawBufferPointer(rebasing: utf8[runStart..<index]))
                escape(byte)
                runStart = index + 1
            }
            index += 1
        }
        append(raw: UnsafeRawBufferPointer(rebasing: utf8[runStart...]))
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether `utf8` needs no escape at all: no `"`, `\\` or control character.
    package static func isPlain(_ utf8: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        if let base = utf8.baseAddress {
            while index + 8 <= utf8.count {
                if needsEscape(base.loadUnaligned(fromByteOffset: index, as: UInt64.self)) { return false }
                index += 8
            }
        }
        while index < utf8.count {
            let byte = utf8[index]
            if byte == 0x22 || byte == 0x5C || byte < 0x20 { return false }
            index += 1
        }
        return true
    }

    /// Whether any of eight bytes is `"`, `\\` or a control character: `(w - 0x01…) & ~w & 0x80…` finds a zero
    /// byte, applied to the bytes XORed with each quote, and to the bytes less 0x20 for control characters.
    static func needsEscape(_ word: UInt64) -> Bool {
        let low: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        func hasZero(_ value: UInt64) -> Bool { (value &- low) & ~value & high != 0 }
        let quote = word ^ (low &* 0x22)
        let backslash = word ^ (low &* 0x5C)
        let control = (word &- low &* 0x20) & ~word & high
        return hasZero(quote) || hasZero(backslash) || control != 0
    }

    /// A member name and its separator.
    package mutating func writeKey(_ key: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        append(key)
        indent == nil ? append("\":") : append("\": ")
    }

    /// Writes the escape for a byte that needs one: `\"`, `\\`, `\n`, `\r`, `\t`, or `\u00XX`.
    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case 0x22: append("\\\"")
        case 0x5C: append("\\\\")
        case 0x0A: append("\\n")
        case 0x0D: append("\\r")
        case 0x09: append("\\t")
        // Backspace and form feed as `\u0008` and `\u000c`, as the embedded instance has always answered them.
        default:
            let digits: [UInt8] = Array("0123456789abcdef".utf8)
            append("\\u00")
            bytes.append(digits[Int(byte >> 4)])
            bytes.append(digits[Int(byte & 0x0F)])
        }
    }
}
