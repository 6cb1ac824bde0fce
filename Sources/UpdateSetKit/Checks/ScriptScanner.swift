import Foundation

/// Finds what a script reads without running it: path parameters, `<scope>.<Name>` calls and `require('…')` paths.
///
/// Both scans work on the script's UTF-8 bytes and create strings only for what they find, because checks run
/// over every script of sets that can reach hundreds of megabytes.
enum ScriptScanner {
    /// What one script reads: path parameters and scoped calls.
    struct Reads {
        /// Names read as `pathParams.x`, `pathParams['x']`, `pathParams["x"]` or destructured from it
        /// (`const { x, y: other } = request.pathParams`).
        var pathParameters: Set<String> = []
        /// Whether the script uses `pathParams` whole (passes it on, keeps it in a variable), so any parameter may
        /// be read.
        var readsEveryPathParameter = false
        /// The paths of `require('…')` and `require("…")` calls, in order.
        var requiredPaths: [String] = []
        /// Every `<scope>.<Name>` pair: a lower-case identifier holding `_`, a dot, and a name starting upper case.
        /// The caller keeps the pairs whose scope belongs to the set.
        var scopedCalls: Set<String> = []
    }

    private static let pathParams = Array("pathParams".utf8)
    private static let requireCall = Array("require(".utf8)

    /// Scans `script` for both kinds of read. Rather than walk every identifier, it jumps with `memchr` from dot to
    /// dot (a scoped call is `scope.Name`) and from one `p` to the next for `pathParams`, and looks around
    /// each hit: scripts are mostly bytes that neither kind of read touches.
    static func reads(in script: String) -> Reads {
        var script = script
        return script.withUTF8 { bytes in
            var reads = Reads()
            guard let base = bytes.baseAddress else { return reads }
            var index = 0
            while index < bytes.count,
                let found = memchr(base + index, Int32(UInt8(ascii: ".")), bytes.count - index)
            {
                let dot = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                index = dot + 1
                guard dot + 1 < bytes.count, isUpper(bytes[dot + 1]) else { continue }
                var start = dot
                var hasUnderscore = false
                while start > 0 && isIdentifierByte(bytes[start - 1]) {
                    start -= 1
                    hasUnderscore = hasUnderscore || bytes[start] == UInt8(ascii: "_")
                }
                guard start < dot, hasUnderscore, isLower(bytes[start]) else { continue }
                let end = identifierEnd(bytes, from: dot + 1)
                reads.scopedCalls.insert(string(bytes, start, end))
                index = end
            }
            pathParams.withUnsafeBytes { needle in
                guard let needleBase = needle.baseAddress else { return }
                var index = 0
                while index + needle.count <= bytes.count,
                    let found = memchr(base + index, Int32(UInt8(ascii: "p")), bytes.count - index)
                {
                    let start = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    index = start + 1
                    let end = start + needle.count
                    guard end <= bytes.count, memcmp(base + start, needleBase, needle.count) == 0,
                        start == 0 || !isIdentifierByte(bytes[start - 1]),
                        end == bytes.count || !isIdentifierByte(bytes[end])
                    else { continue }
                    index = end
                    if let name = pathParameter(bytes, after: end) {
                        reads.pathParameters.insert(name)
                    } else if let names = destructured(bytes, before: start) {
                        reads.pathParameters.formUnion(names)
                    } else {
                        reads.readsEveryPathParameter = true
                    }
                }
            }
            reads.requiredPaths = requiredPaths(bytes)
            return reads
        }
    }

    /// The string arguments of `require('…')` and `require("…")` calls; a `require` that ends a longer name or
    /// follows a dot is another function.
    private static func requiredPaths(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        guard let base = bytes.baseAddress else { return [] }
        var paths: [String] = []
        var index = 0
        while index + requireCall.count < bytes.count,
            let found = memchr(base + index, Int32(UInt8(ascii: "r")), bytes.count - index)
        {
            let start = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            index = start + 1
            guard start + requireCall.count < bytes.count,
                bytes[start..<(start + requireCall.count)].elementsEqual(requireCall),
                start == 0 || !(isIdentifierByte(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: "."))
            else { continue }
            var cursor = start + requireCall.count
            while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == 0x27 || bytes[cursor] == 0x22 else { continue }
            let quote = bytes[cursor]
            var end = cursor + 1
            while end < bytes.count, bytes[end] != quote, bytes[end] != 0x0A { end += 1 }
            guard end < bytes.count, bytes[end] == quote else { continue }
            paths.append(string(bytes, cursor + 1, end))
            index = end + 1
        }
        return paths
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    private static func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }

    /// The name after `pathParams` when it is followed by `.name` or `['name']`.
    private static func pathParameter(_ bytes: UnsafeBufferPointer<UInt8>, after index: Int) -> String? {
        guard index + 1 < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: ".") {
            let end = identifierEnd(bytes, from: index + 1)
            return end > index + 1 ? string(bytes, index + 1, end) : nil
        }
        let quote = bytes[index + 1]
        guard bytes[index] == UInt8(ascii: "["), quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") else {
            return nil
        }
        var end = index + 2
        while end < bytes.count && bytes[end] != quote { end += 1 }
        return end < bytes.count ? string(bytes, index + 2, end) : nil
    }

    /// The names a pattern destructures from `pathParams` at `index`: `{ a, b: c, d = 1 } = request.pathParams`
    /// (or `= pathParams`); nil when the bytes before it are not such a pattern.
    private static func destructured(_ bytes: UnsafeBufferPointer<UInt8>, before index: Int) -> Set<String>? {
        var cursor = index
        func skipSpace() {
            while cursor > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[cursor - 1]) { cursor -= 1 }
        }
        if cursor > 0, bytes[cursor - 1] == UInt8(ascii: ".") {
            cursor -= 1
            while cursor > 0, isIdentifierByte(bytes[cursor - 1]) { cursor -= 1 }
        }
        skipSpace()
        guard cursor > 1, bytes[cursor - 1] == UInt8(ascii: "="),
            ![UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">")].contains(bytes[cursor - 2])
        else { return nil }
        cursor -= 1
        skipSpace()
        guard cursor > 0, bytes[cursor - 1] == UInt8(ascii: "}") else { return nil }
        let close = cursor - 1
        var depth = 0
        var open = close
        while open >= 0 {
            if bytes[open] == UInt8(ascii: "}") { depth += 1 }
            if bytes[open] == UInt8(ascii: "{") {
                depth -= 1
                if depth == 0 { break }
            }
            open -= 1
        }
        guard open >= 0 else { return nil }
        let pattern = string(bytes, open + 1, close)
        var names = Set<String>()
        for entry in pattern.split(separator: ",") {
            let key = entry.split(whereSeparator: { $0 == ":" || $0 == "=" }).first ?? ""
            let name = key.trimmingCharacters(in: CharacterSet(charactersIn: " \t\n\r'\"."))
            if !name.isEmpty { names.insert(name) }
        }
        return names
    }

    private static func identifierEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start
        while end < bytes.count && isIdentifierByte(bytes[end]) { end += 1 }
        return end
    }

    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
            || byte == 36
    }
}
