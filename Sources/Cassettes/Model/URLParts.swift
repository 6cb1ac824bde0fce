/// Splits an absolute URL (or a bare target) into its percent-encoded path and query, without Foundation's URL
/// parser, which costs more than the rest of matching a request.
struct URLParts {
    /// The path as sent, `/` when empty.
    let encodedPath: Substring
    /// The query as sent, without `?`; nil when there is none.
    let encodedQuery: Substring?

    init(_ url: String) {
        var rest = url[...]
        if let afterScheme = Self.endOfScheme(url) {
            rest = url[afterScheme...]
            let hostEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
            rest = rest[hostEnd...]
        }
        if let fragment = rest.firstIndex(of: "#") { rest = rest[..<fragment] }
        if let question = rest.firstIndex(of: "?") {
            encodedPath = rest[..<question]
            encodedQuery = rest[rest.index(after: question)...]
        } else {
            encodedPath = rest
            encodedQuery = nil
        }
    }

    /// Where the authority starts, after `scheme://`, found without Foundation's string search.
    private static func endOfScheme(_ url: String) -> String.Index? {
        let utf8 = url.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: ":") {
                let slash1 = utf8.index(after: index)
                guard slash1 != utf8.endIndex, utf8[slash1] == UInt8(ascii: "/") else { return nil }
                let slash2 = utf8.index(after: slash1)
                guard slash2 != utf8.endIndex, utf8[slash2] == UInt8(ascii: "/") else { return nil }
                return utf8.index(after: slash2)
            }
            // A scheme is letters, digits, `+`, `-` and `.`; anything else means there is none.
            let isSchemeByte =
                (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x2B || byte == 0x2D || byte == 0x2E
            guard isSchemeByte else { return nil }
            index = utf8.index(after: index)
        }
        return nil
    }

    /// Percent-decodes text; `+` becomes a space when `plusIsSpace` (form and query encoding).
    static func decode(_ text: Substring, plusIsSpace: Bool) -> String {
        guard text.contains("%") || (plusIsSpace && text.contains("+")) else { return String(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "+") && plusIsSpace {
                bytes.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%") {
                guard let high = iterator.next() else {
                    bytes.append(byte)
                    break
                }
                guard let low = iterator.next() else {
                    bytes += [byte, high]
                    break
                }
                if let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) {
                    bytes.append(value)
                } else {
                    bytes += [byte, high, low]
                }
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
