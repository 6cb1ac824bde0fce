/// What a header field may hold to be sent safely, for every place that sends headers it did not write itself:
/// recorded cassettes and scripts' responses.
public enum HeaderFieldRules {
    /// The first byte of `value` that would split the header or end the head when sent (CR, LF or NUL): its offset
    /// in UTF-8 and its name; nil when the value is one line of text.
    public static func forbiddenByte(in value: String) -> (offset: Int, name: String)? {
        guard let index = value.utf8.firstIndex(where: { $0 == 0x0D || $0 == 0x0A || $0 == 0 }) else { return nil }
        let offset = value.utf8.distance(from: value.utf8.startIndex, to: index)
        return (offset, [0x0D: "CR", 0x0A: "LF"][value.utf8[index]] ?? "NUL")
    }

    /// Whether a header value contains any of `lowercasedTexts`, ignoring ASCII case (as in `Content-Type` checks).
    public static func value(_ value: String, containsAnyOf lowercasedTexts: [String]) -> Bool {
        let text = value.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        return lowercasedTexts.contains { needle in
            let wanted = Array(needle.utf8)
            guard text.count >= wanted.count else { return false }
            return (0...(text.count - wanted.count)).contains {
                text[$0..<($0 + wanted.count)].elementsEqual(wanted)
            }
        }
    }

    /// Headers that describe one connection rather than the message, which proxies and replays never pass on.
    public static let hopByHop: Set<String> = [
        "connection", "keep-alive", "proxy-authenticate", "proxy-authorization", "te", "trailer",
        "transfer-encoding", "upgrade", "proxy-connection",
    ]
}
