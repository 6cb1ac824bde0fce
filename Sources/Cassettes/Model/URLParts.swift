/// Splits an absolute URL (or a bare target) into its percent-encoded path and query, without Foundation's URL
/// parser, which costs more than the rest of matching a request.
struct URLParts {
    /// The path as sent, `/` when empty.
    let encodedPath: Substring
    /// The query as sent, without `?`; nil when there is none.
    let encodedQuery: Substring?

    init(_ url: String) {
        var rest = url[...]
        if let scheme = rest.range(of: "://") {
            rest = rest[scheme.upperBound...]
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
