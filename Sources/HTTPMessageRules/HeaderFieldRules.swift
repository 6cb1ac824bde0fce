/// What a header field may hold to be sent safely, for every place that sends headers it did not write itself:
/// recorded cassettes and scripts' responses.
public enum HeaderFieldRules {
    /// Whether `name` is an RFC 9110 token, which is what a header name must be.
    public static func isName(_ name: String) -> Bool {
        !name.isEmpty
            && name.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"):
                    return true
                default: return "!#$%&'*+-.^_`|~".utf8.contains(byte)
                }
            }
    }

    /// The first byte of `value` that would split the header or end the head when sent (CR, LF or NUL): its offset
    /// in UTF-8 and its name; nil when the value is one line of text.
    public static func forbiddenByte(in value: String) -> (offset: Int, name: String)? {
        guard let index = value.utf8.firstIndex(where: { $0 == 0x0D || $0 == 0x0A || $0 == 0 }) else { return nil }
        let offset = value.utf8.distance(from: value.utf8.startIndex, to: index)
        return (offset, [0x0D: "CR", 0x0A: "LF"][value.utf8[index]] ?? "NUL")
    }
}
