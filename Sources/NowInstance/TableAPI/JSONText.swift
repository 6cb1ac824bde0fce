/// Writes JSON text directly, with keys in the order given, so responses are byte-stable and fast to build.
enum JSONText {
    static func string(_ text: String) -> String {
        // Most values need no escape: quote them whole, without walking their scalars.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }) {
            return "\"" + text + "\""
        }
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "/": result += "/"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
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
