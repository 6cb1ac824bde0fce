/// Why JSON text could not be read, and where.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// 1-based line.
    public let line: Int
    /// 1-based column, in bytes.
    public let column: Int
    /// What was wrong.
    public let reason: String

    public var description: String { "line \(line), column \(column): \(reason)" }
}

/// Reads JSON text into ``JSONValue``s, keeping key order and number text, with positioned errors.
public struct JSONParser {
    /// How deeply arrays and objects may nest before the input is refused.
    public static let maximumDepth = 512

    /// The text being read; valid only during ``parse(_:)``.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    /// Parses one JSON document; trailing content other than whitespace is an error.
    public static func parse(_ bytes: some Sequence<UInt8>) throws(JSONParseError) -> JSONValue {
        try document(bytes) { parser throws(JSONParseError) in try parser.value(depth: 0) }
    }

    /// Parses JSON text.
    public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try parse(text.utf8)
    }

    /// Parses a JSON object and keeps the text of each member that has one (a string, number or boolean, as
    /// ``JSONValue/text`` gives it), without building the object: a stored record read for display needs no more.
    /// A repeated name keeps its last value.
    public static func parseTextMembers(_ text: String) throws(JSONParseError) -> [String: String] {
        try document(text.utf8) { parser throws(JSONParseError) in
            guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "{") else {
                throw parser.error("expected an object")
            }
            var texts: [String: String] = [:]
            texts.reserveCapacity(64)
            try parser.forEachMember(depth: 1) { texts[$0] = $1.text }
            return texts
        }
    }

    /// Where each member of the JSON object in `bytes` lies, reading no value into a string; an error where
    /// ``parseTextMembers(_:)`` has one.
    package static func memberSpans(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> JSONMemberSpans {
        try document(bytes) { parser throws(JSONParseError) in
            guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "{") else {
                throw parser.error("expected an object")
            }
            return try parser.spans()
        }
    }

    /// Reads the whole of `bytes` as one document: `root` reads from its first byte that is not whitespace, and
    /// anything but whitespace after what `root` read is an error.
    private static func document<Root>(
        _ bytes: some Sequence<UInt8>, _ root: (inout JSONParser) throws(JSONParseError) -> Root
    ) throws(JSONParseError) -> Root {
        func read(_ buffer: UnsafeBufferPointer<UInt8>) -> Result<Root, JSONParseError> {
            var parser = JSONParser(bytes: buffer)
            return Result { () throws(JSONParseError) -> Root in
                parser.skipWhitespace()
                let value = try root(&parser)
                parser.skipWhitespace()
                guard parser.index == parser.bytes.count else {
                    throw parser.error("unexpected text after the JSON value")
                }
                return value
            }
        }
        let result = bytes.withContiguousStorageIfAvailable(read) ?? Array(bytes).withUnsafeBufferPointer(read)
        return try result.get()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private func error(_ reason: String, at position: Int? = nil) -> JSONParseError {
        let end = min(position ?? index, bytes.count)
        var line = 1
        var column = 1
        for byte in bytes[..<end] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return JSONParseError(line: line, column: column, reason: reason)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(JSONParseError) -> JSONValue {
        guard index < bytes.count else { throw error("the text ends where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected character '\(Unicode.Scalar(bytes[index]))' where a value was expected")
        }
    }

    private mutating func literal(_ word: String, _ result: JSONValue) throws(JSONParseError) -> JSONValue {
        let expected = word.utf8
        guard bytes.count - index >= expected.count, bytes[index..<index + expected.count].elementsEqual(expected)
        else {
            throw error("expected \(word)")
        }
        index += expected.count
        return result
    }

    private mutating func object(depth: Int) throws(JSONParseError) -> JSONValue {
        var members: [(String, JSONValue)] = []
        try forEachMember(depth: depth) { members.append(($0, $1)) }
        return .object(members)
    }

    /// Reads an object at `index`, handing each member to `body` in order.
    private mutating func forEachMember(
        depth: Int, _ body: (String, JSONValue) -> Void
    ) throws(JSONParseError) {
        try walkObject(depth: depth) { parser throws(JSONParseError) in
            let key = try parser.string()
            try parser.colon("expected ':' after the member name \"\(key)\"")
            body(key, try parser.value(depth: depth))
        }
    }

    /// Walks the object at `index`: `member` reads each member from its name's opening quote to the end of its
    /// value, and the braces and commas around them are checked here.
    private mutating func walkObject(
        depth: Int, _ member: (inout JSONParser) throws(JSONParseError) -> Void
    ) throws(JSONParseError) {
        guard depth <= Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a quoted member name")
            }
            try member(&self)
            skipWhitespace()
            guard index < bytes.count else { throw error("the text ends inside an object; add the closing '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}' in an object") }
            index += 1
            return
        }
    }

    /// The `:` after a member name, with the whitespace around it; `message` when it is missing.
    private mutating func colon(_ message: @autoclosure () -> String) throws(JSONParseError) {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error(message()) }
        index += 1
        skipWhitespace()
    }

    /// Reads an object at `index` as ``JSONMemberSpans``, with the checks ``forEachMember(depth:_:)`` makes.
    private mutating func spans() throws(JSONParseError) -> JSONMemberSpans {
        var spans = JSONMemberSpans()
        spans.members.reserveCapacity(64)
        var previous: Range<Int>?
        try walkObject(depth: 1) { parser throws(JSONParseError) in
            let (nameSpan, escaped) = try parser.stringSpan()
            let name = (nameSpan.lowerBound + 1)..<(nameSpan.upperBound - 1)
            if escaped || previous.map({ !parser.bytes[$0].lexicographicallyPrecedes(parser.bytes[name]) }) == true {
                spans.namesInOrder = false
            }
            previous = name
            try parser.colon("expected ':' after a member name")
            guard parser.index < parser.bytes.count else {
                throw parser.error("the text ends where a value was expected")
            }
            let start = parser.index
            let kind: JSONMemberSpans.Kind
            switch parser.bytes[parser.index] {
            case UInt8(ascii: "\""): kind = try parser.stringSpan().escaped ? .escapedString : .plainString
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                _ = try parser.number()
                kind = .number
            default:
                if case .bool = try parser.value(depth: 1) { kind = .boolean } else { kind = .noText }
            }
            spans.members.append(JSONMemberSpans.Member(name: name, value: start..<parser.index, kind: kind))
        }
        return spans
    }

    /// Reads a string at `index` without keeping it: its span, quotes included, and whether it has escapes.
    private mutating func stringSpan() throws(JSONParseError) -> (span: Range<Int>, escaped: Bool) {
        let start = index
        index += 1
        while index < bytes.count {
            // Eight bytes at a time while none of them ends the string or needs a look.
            if index + 8 <= bytes.count, let base = bytes.baseAddress,
                !JSONOutput.needsEscape(UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self))
            {
                index += 8
                continue
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return (start..<index, false)
            }
            if byte == UInt8(ascii: "\\") {
                // Escapes are rare: read the string whole, which checks each of them.
                index = start
                _ = try string()
                return (start..<index, true)
            }
            if byte < 0x20 { throw error("a control character must be escaped inside a string") }
            index += 1
        }
        throw error("the string that starts here is never closed", at: start)
    }

    private mutating func array(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
        index += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(values)
        }
        while true {
            skipWhitespace()
            values.append(try value(depth: depth))
            skipWhitespace()
            guard index < bytes.count else { throw error("the text ends inside an array; add the closing ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']' in an array") }
            index += 1
            return .array(values)
        }
    }

    private mutating func number() throws(JSONParseError) -> String {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digits: (inout JSONParser) -> Int = { parser in
            let first = parser.index
            while parser.index < parser.bytes.count, (0x30...0x39).contains(parser.bytes[parser.index]) {
                parser.index += 1
            }
            return parser.index - first
        }
        let integerStart = index
        let integerDigits = digits(&self)
        guard integerDigits > 0 else { throw error("a number needs digits") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw error("a number cannot start with 0", at: integerStart)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw error("a decimal point needs digits after it") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits(&self) > 0 else { throw error("an exponent needs digits") }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private mutating func string() throws(JSONParseError) -> String {
        let start = index
        index += 1
        let runStart = index
        // Most strings have no escapes: find the closing quote and decode the bytes once.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error("a control character must be escaped inside a string") }
            index += 1
        }
        // A string with escapes: gather its UTF-8, with each escape encoded, and decode it once.
        var text = Array(bytes[runStart..<min(index, bytes.count)])
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: text, as: UTF8.self)
            }
            if byte < 0x20 { throw error("a control character must be escaped inside a string") }
            index += 1
            if byte == UInt8(ascii: "\\") {
                UTF8.encode(try escape()) { text.append($0) }
            } else {
                text.append(byte)
            }
        }
        throw error("the string that starts here is never closed", at: start)
    }

    private mutating func escape() throws(JSONParseError) -> Unicode.Scalar {
        guard index < bytes.count else { throw error("the text ends inside an escape") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hex4()
            if (0xD800...0xDBFF).contains(high) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else { return "\u{FFFD}" }
                index += 2
                let low = try hex4()
                guard (0xDC00...0xDFFF).contains(low) else { return "\u{FFFD}" }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
            }
            return Unicode.Scalar(high) ?? "\u{FFFD}"
        default:
            throw error("'\\\(Unicode.Scalar(byte))' is not a JSON escape", at: index - 2)
        }
    }

    private mutating func hex4() throws(JSONParseError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw error("\\u needs four hex digits") }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                throw error("\\u needs four hex digits")
            }
            value = value * 16 + UInt32(digit)
        }
        index += 4
        return value
    }
}
