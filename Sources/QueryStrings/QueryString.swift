/// The one set of rules NowTape reads query strings and form bodies by, everywhere: the embedded instance, replay
/// matching, redaction, `cassette diff` and miss reports. `+` is a space and `%XX` is the byte XX, as browsers,
/// `urlencode` and every HTTP client send them; a malformed escape stays as written rather than failing the whole
/// string.
public enum QueryString {
    /// The `name=value` pairs of a query string or form body, in order, decoded. Empty pairs (`a=1&&b=2`) are
    /// skipped; a pair without `=` has an empty value.
    public static func pairs(_ query: some StringProtocol) -> [(name: String, value: String)] {
        let text = Substring(query)
        return text.utf8.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true).map { bytes in
            let pair = Substring(bytes)
            guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else {
                return (decodeComponent(pair), "")
            }
            return (decodeComponent(pair[..<equals]), decodeComponent(pair[pair.utf8.index(after: equals)...]))
        }
    }

    /// One query or form component decoded: `+` is a space, `%XX` its byte.
    public static func decodeComponent(_ text: some StringProtocol) -> String {
        decode(Substring(text), plusIsSpace: true)
    }

    /// A path decoded: `%XX` is its byte and `+` stays a plus, as in a URL's path.
    public static func decodePath(_ text: some StringProtocol) -> String {
        decode(Substring(text), plusIsSpace: false)
    }

    private static func decode(_ text: Substring, plusIsSpace: Bool) -> String {
        // Byte checks: `contains("%")` would go through Foundation's string search.
        guard text.utf8.contains(UInt8(ascii: "%")) || (plusIsSpace && text.utf8.contains(UInt8(ascii: "+"))) else {
            return String(text)
        }
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
                if let value = hexValue(high, low) {
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

    private static func hexValue(_ high: UInt8, _ low: UInt8) -> UInt8? {
        func digit(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
            default: return nil
            }
        }
        guard let high = digit(high), let low = digit(low) else { return nil }
        return high << 4 | low
    }
}
