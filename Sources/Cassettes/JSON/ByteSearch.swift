import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Fast searches in raw bytes, for the checks made on every recorded body.
package enum ByteSearch {
    /// Whether the UTF-8 of `needle` occurs in `haystack`.
    package static func contains(_ needle: String, in haystack: Data) -> Bool {
        var needle = needle
        return needle.withUTF8 { pattern in
            haystack.withUnsafeBytes { bytes in
                guard let first = pattern.first else { return true }
                guard let base = bytes.baseAddress, bytes.count >= pattern.count,
                    let patternBase = pattern.baseAddress
                else { return false }
                let last = bytes.count - pattern.count
                var start = 0
                while start <= last {
                    guard let found = memchr(base + start, Int32(first), last - start + 1) else { return false }
                    if memcmp(found, patternBase, pattern.count) == 0 { return true }
                    start = base.distance(to: UnsafeRawPointer(found)) + 1
                }
                return false
            }
        }
    }

    /// Whether `byte` occurs in `haystack`.
    package static func contains(byte: UInt8, in haystack: Data) -> Bool {
        haystack.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, Int32(byte), bytes.count) != nil
        }
    }

    /// The bytes as a string when they are valid UTF-8 without NUL bytes; nil otherwise.
    package static func text(_ data: Data) -> String? {
        guard !contains(byte: 0, in: data) else { return nil }
        return data.withUnsafeBytes { String(validating: $0, as: UTF8.self) }
    }
}
