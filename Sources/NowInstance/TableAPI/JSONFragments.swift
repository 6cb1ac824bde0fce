import JSONText

/// Builds JSON text from fragments, with keys in the order given, so responses are byte-stable and fast to build.
/// Strings are escaped by JSONText's writer, the one escaper NowTape has.
enum JSONFragments {
    /// `text` as a JSON string literal.
    static func string(_ text: String) -> String {
        var result = ""
        JSONWriter.appendQuoted(text, to: &result)
        return result
    }

    static func object(_ members: [(String, String)]) -> String {
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

    static func array(_ items: [String]) -> String {
        var result = "["
        result.reserveCapacity(items.reduce(2) { $0 + $1.utf8.count + 1 })
        for (index, item) in items.enumerated() {
            if index > 0 { result += "," }
            result += item
        }
        return result + "]"
    }
}
