/// Builds JSON text from fragments already written, with keys in the order given, so responses are byte-stable and
/// fast to build. Strings are escaped by ``JSONWriter``, the one escaper NowTape has.
public enum JSONFragments {
    /// `text` as a JSON string literal.
    public static func string(_ text: String) -> String {
        var result = ""
        JSONWriter.appendQuoted(text, to: &result)
        return result
    }

    /// An object of `members`: each a key and its value's JSON text.
    public static func object(_ members: [(String, String)]) -> String {
        var result = "{"
        result.reserveCapacity(members.reduce(2) { $0 + $1.0.utf8.count + $1.1.utf8.count + 4 })
        for (index, member) in members.enumerated() {
            if index > 0 { result += "," }
            result += string(member.0)
            result += ":"
            result += member.1
        }
        return result + "}"
    }

    /// An array of `items`, each already JSON text.
    public static func array(_ items: [String]) -> String {
        var result = "["
        result.reserveCapacity(items.reduce(2) { $0 + $1.utf8.count + 1 })
        for (index, item) in items.enumerated() {
            if index > 0 { result += "," }
            result += item
        }
        return result + "]"
    }
}
