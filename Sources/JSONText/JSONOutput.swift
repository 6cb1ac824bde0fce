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
            writeMembers(members, level: level)
            newline(level)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// Writes an object of `members` followed by `arrayKey`, an array of `count` elements that `element` gives one
    /// at a time: the text ``write(_:level:)`` gives for the whole object, without every element held at once. A
    /// cassette of hundreds of thousands of interactions is written so.
    ///
    /// `written` is called after each element with the bytes so far, and may take them away (write them out and
    /// empty them), so that the text need not be held whole either.
    package mutating func writeObject(
        _ members: [(String, JSONValue)], arrayKey: String, count: Int, level: Int,
        element: (Int) throws -> JSONValue, written: (inout [UInt8]) throws -> Void = { _ in }
    ) rethrows {
        bytes.append(UInt8(ascii: "{"))
        writeMembers(members, level: level)
        if !members.isEmpty { bytes.append(UInt8(ascii: ",")) }
        writeKey(arrayKey, level: level)
        if count == 0 {
            append("[]")
        } else {
            bytes.append(UInt8(ascii: "["))
            for index in 0..<count {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(level + 2)
                write(try element(index), level: level + 2)
                try written(&bytes)
            }
            newline(level + 1)
            bytes.append(UInt8(ascii: "]"))
        }
        newline(level)
        bytes.append(UInt8(ascii: "}"))
    }

    /// The members of an object at `level`, each on its own line, separated by commas.
    private mutating func writeMembers(_ members: [(String, JSONValue)], level: Int) {
        for (index, (key, value)) in members.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            writeKey(key, level: level)
            write(value, level: level + 1)
        }
    }

    /// A member's key of an object at `level`, on a new line, and its colon.
    private mutating func writeKey(_ key: String, level: Int) {
        newline(level + 1)
        writeString(key)
        indent == nil ? append(":") : append(": ")
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
        if let source = utf8.baseAddress, !utf8.isEmpty {
            appendEscaped(from: source, count: utf8.count)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// How many bytes of escaped text are gathered before they are appended to ``bytes``.
    package static let scratchSize = 4096

    /// Appends `count` bytes from `source`, escaping `"`, `\\` and control characters. The text is gathered in a
    /// scratch buffer, eight bytes at a time while none needs an escape, and appended a buffer at a time: text full of
    /// quotes, such as a JSON body kept as a string, costs one append per buffer rather than two per quote.
    private mutating func appendEscaped(from source: UnsafeRawPointer, count: Int) {
        // Most strings need no escape at all, and are appended straight from the source.
        let plain = Self.plainPrefix(source, count: count)
        bytes.append(contentsOf: UnsafeRawBufferPointer(start: source, count: plain))
        guard plain < count else { return }
        withUnsafeTemporaryAllocation(byteCount: Self.scratchSize, alignment: 8) { scratch in
            guard let out = scratch.baseAddress else { return }
            // Room for the widest step, eight plain bytes or a six-byte escape, is kept free before each.
            let limit = Self.scratchSize - 8
            var used = 0
            var index = plain
            while index < count {
                if used > limit {
                    bytes.append(contentsOf: UnsafeRawBufferPointer(start: out, count: used))
                    used = 0
                }
                if index + 8 <= count {
                    let word = source.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    if !Self.needsEscape(word) {
                        out.storeBytes(of: word, toByteOffset: used, as: UInt64.self)
                        used += 8
                        index += 8
                        continue
                    }
                }
                let byte = source.load(fromByteOffset: index, as: UInt8.self)
                if Self.needsEscape(byte) {
                    used += Self.writeEscape(byte, to: out + used)
                } else {
                    out.storeBytes(of: byte, toByteOffset: used, as: UInt8.self)
                    used += 1
                }
                index += 1
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(start: out, count: used))
        }
    }

    /// Whether `utf8` needs no escape at all: no `"`, `\\` or control character.
    package static func isPlain(_ utf8: UnsafeRawBufferPointer) -> Bool {
        guard let base = utf8.baseAddress else { return true }
        return plainPrefix(base, count: utf8.count) == utf8.count
    }

    /// How many of the `count` bytes at `source` come before the first that needs an escape.
    static func plainPrefix(_ source: UnsafeRawPointer, count: Int) -> Int {
        var index = 0
        while index + 8 <= count, !needsEscape(source.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
            index += 8
        }
        while index < count {
            let byte = source.load(fromByteOffset: index, as: UInt8.self)
            if needsEscape(byte) { return index }
            index += 1
        }
        return count
    }

    /// Whether one byte is `"`, `\\` or a control character.
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte == 0x22 || byte == 0x5C || byte < 0x20
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

    /// Writes the escape for a byte that needs one at `out`: `\"`, `\\`, `\n`, `\r`, `\t`, or `\u00XX`; returns how
    /// many bytes it wrote.
    private static func writeEscape(_ byte: UInt8, to out: UnsafeMutableRawPointer) -> Int {
        let second: UInt8
        switch byte {
        case 0x22: second = UInt8(ascii: "\"")
        case 0x5C: second = UInt8(ascii: "\\")
        case 0x0A: second = UInt8(ascii: "n")
        case 0x0D: second = UInt8(ascii: "r")
        case 0x09: second = UInt8(ascii: "t")
        // Backspace and form feed as `\u0008` and `\u000c`, as the embedded instance has always answered them.
        default:
            for (offset, value) in "\\u00".utf8.enumerated() {
                out.storeBytes(of: value, toByteOffset: offset, as: UInt8.self)
            }
            out.storeBytes(of: hexDigit(byte >> 4), toByteOffset: 4, as: UInt8.self)
            out.storeBytes(of: hexDigit(byte & 0x0F), toByteOffset: 5, as: UInt8.self)
            return 6
        }
        out.storeBytes(of: UInt8(ascii: "\\"), as: UInt8.self)
        out.storeBytes(of: second, toByteOffset: 1, as: UInt8.self)
        return 2
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
