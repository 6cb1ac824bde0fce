/// Finds what a script reads without running it: path parameters and `<scope>.<Name>` calls.
///
/// Both scans work on the script's UTF-8 bytes and create strings only for what they find, because checks run
/// over every script of sets that can reach hundreds of megabytes.
enum ScriptScanner {
    /// What one script reads: path parameters and scoped calls.
    struct Reads {
        /// Names read as `pathParams.x`, `pathParams['x']` or `pathParams["x"]`.
        var pathParameters: Set<String> = []
        /// Every `<scope>.<Name>` pair: a lower-case identifier holding `_`, a dot, and a name starting upper case.
        /// The caller keeps the pairs whose scope belongs to the set.
        var scopedCalls: Set<String> = []
    }

    private static let pathParams = Array("pathParams".utf8)

    /// Scans `script` once for both kinds of read.
    static func reads(in script: String) -> Reads {
        var script = script
        let pathParams = Self.pathParams
        return script.withUTF8 { bytes in
            var reads = Reads()
            var index = 0
            while index < bytes.count {
                guard isIdentifierByte(bytes[index]) else {
                    index += 1
                    continue
                }
                let start = index
                var hasUnderscore = false
                while index < bytes.count && isIdentifierByte(bytes[index]) {
                    hasUnderscore = hasUnderscore || bytes[index] == UInt8(ascii: "_")
                    index += 1
                }
                if index - start == pathParams.count && pathParams.elementsEqual(bytes[start..<index]) {
                    if let name = pathParameter(bytes, after: index) { reads.pathParameters.insert(name) }
                    continue
                }
                let startsLower = bytes[start] >= UInt8(ascii: "a") && bytes[start] <= UInt8(ascii: "z")
                guard hasUnderscore, startsLower, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."),
                    bytes[index + 1] >= UInt8(ascii: "A") && bytes[index + 1] <= UInt8(ascii: "Z")
                else { continue }
                let end = identifierEnd(bytes, from: index + 1)
                reads.scopedCalls.insert(string(bytes, start, end))
                index = end
            }
            return reads
        }
    }

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
