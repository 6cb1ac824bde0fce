/// Finds what a script reads without running it: path parameters and `<scope>.<Name>` calls.
enum ScriptScanner {
    /// Names read as `pathParams.x`, `pathParams['x']` or `pathParams["x"]`.
    static func pathParameters(in script: String) -> Set<String> {
        var names: Set<String> = []
        let bytes = Array(script.utf8)
        for start in occurrences(of: Array("pathParams".utf8), in: bytes) {
            var index = start + 10
            guard index < bytes.count else { continue }
            if bytes[index] == UInt8(ascii: ".") {
                index += 1
                let name = identifier(in: bytes, from: index)
                if !name.isEmpty { names.insert(name) }
            } else if bytes[index] == UInt8(ascii: "["), index + 1 < bytes.count {
                let quote = bytes[index + 1]
                guard quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") else { continue }
                var end = index + 2
                while end < bytes.count && bytes[end] != quote { end += 1 }
                if end < bytes.count {
                    names.insert(String(decoding: bytes[(index + 2)..<end], as: UTF8.self))
                }
            }
        }
        return names
    }

    /// Every `<scope>.<Name>` pair: a lower-case identifier with `_`, a dot, and a name starting upper case.
    /// The caller keeps the pairs whose scope belongs to the set.
    static func scopedCalls(in script: String) -> Set<String> {
        var references: Set<String> = []
        let bytes = Array(script.utf8)
        var index = 0
        while index < bytes.count {
            guard isIdentifierByte(bytes[index]), index == 0 || !isIdentifierByte(bytes[index - 1]) else {
                index += 1
                continue
            }
            let scope = identifier(in: bytes, from: index)
            let dot = index + scope.utf8.count
            index = dot
            guard scope.contains("_"), scope.first?.isLowercase == true, dot + 1 < bytes.count,
                bytes[dot] == UInt8(ascii: "."), bytes[dot + 1] >= 65 && bytes[dot + 1] <= 90
            else { continue }
            references.insert(scope + "." + identifier(in: bytes, from: dot + 1))
        }
        return references
    }

    private static func identifier(in bytes: [UInt8], from start: Int) -> String {
        var end = start
        while end < bytes.count && isIdentifierByte(bytes[end]) { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
            || byte == 36
    }

    private static func occurrences(of needle: [UInt8], in haystack: [UInt8]) -> [Int] {
        guard let first = needle.first, needle.count <= haystack.count else { return [] }
        var result: [Int] = []
        var index = 0
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first && haystack[index..<(index + needle.count)].elementsEqual(needle) {
                result.append(index)
                index += needle.count
            } else {
                index += 1
            }
        }
        return result
    }
}
