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
            haystack.withUnsafeBytes { bytes in firstOffset(of: UnsafeRawBufferPointer(pattern), in: bytes, from: 0) }
        } != nil
    }

    /// Where `pattern` first occurs in `bytes` at or after `start`, or nil.
    package static func firstOffset(of pattern: [UInt8], in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        pattern.withUnsafeBytes { firstOffset(of: $0, in: bytes, from: start) }
    }

    /// Where `pattern` first occurs in `bytes` at or after `start`, or nil: memchr for its first byte, then memcmp.
    package static func firstOffset(
        of pattern: UnsafeRawBufferPointer, in bytes: UnsafeRawBufferPointer, from start: Int
    ) -> Int? {
        guard let first = pattern.first else { return start }
        guard let base = bytes.baseAddress, let patternBase = pattern.baseAddress, bytes.count >= pattern.count
        else { return nil }
        let last = bytes.count - pattern.count
        var start = start
        while start <= last {
            guard let found = memchr(base + start, Int32(first), last - start + 1) else { return nil }
            let offset = base.distance(to: UnsafeRawPointer(found))
            if memcmp(found, patternBase, pattern.count) == 0 { return offset }
            start = offset + 1
        }
        return nil
    }

    /// `haystack` with every occurrence of `old` replaced by `new`, or nil when `old` does not occur.
    package static func replacing(_ old: [UInt8], with new: [UInt8], in haystack: Data) -> Data? {
        haystack.withUnsafeBytes { bytes -> Data? in
            guard var found = firstOffset(of: old, in: bytes, from: 0), !old.isEmpty else { return nil }
            var result = Data()
            result.reserveCapacity(bytes.count + max(0, new.count - old.count) * 4)
            var copied = 0
            while true {
                result.append(contentsOf: bytes[copied..<found])
                result.append(contentsOf: new)
                copied = found + old.count
                guard let next = firstOffset(of: old, in: bytes, from: copied) else { break }
                found = next
            }
            result.append(contentsOf: bytes[copied...])
            return result
        }
    }

    /// Whether any of `needles`, which all begin with `lead`, occurs in `haystack`: one pass that stops only at
    /// `lead` bytes, rather than one pass per needle.
    package static func containsAny(_ needles: [[UInt8]], startingWith lead: UInt8, in haystack: Data) -> Bool {
        guard !needles.isEmpty else { return false }
        if needles.contains(where: { $0.count < 2 }) { return contains(byte: lead, in: haystack) }
        // The bytes that can follow `lead` in some needle; most `lead` bytes are ruled out by this alone.
        var seconds = [Bool](repeating: false, count: 256)
        for needle in needles where needle.count > 1 { seconds[Int(needle[1])] = true }
        return haystack.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return false }
            var start = 0
            while start < bytes.count {
                guard let found = memchr(base + start, Int32(lead), bytes.count - start) else { return false }
                let offset = base.distance(to: UnsafeRawPointer(found))
                let left = bytes.count - offset
                start = offset + 1
                guard left > 1, seconds[Int(bytes[offset + 1])] else { continue }
                for needle in needles where needle.count <= left {
                    let same = needle.withUnsafeBytes { pattern in
                        pattern.baseAddress.map { memcmp(found, $0, needle.count) == 0 } ?? true
                    }
                    if same { return true }
                }
            }
            return false
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
        data.withUnsafeBytes { bytes in isText(bytes) ? String(decoding: bytes, as: UTF8.self) : nil }
    }

    /// Whether the bytes are valid UTF-8 without NUL bytes. ASCII, the common case, is checked eight bytes at a
    /// time without building a string.
    package static func isText(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let lowBits: UInt64 = 0x0101_0101_0101_0101
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            // A byte with its high bit set is not ASCII; `(w - 0x01…) & ~w & 0x80…` is non-zero when a byte is zero.
            if word & highBits != 0 || (word &- lowBits) & ~word & highBits != 0 { break }
            offset += 8
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == 0 { return false }
            if byte >= 0x80 { break }
            offset += 1
        }
        guard offset < bytes.count else { return true }
        let rest = UnsafeRawBufferPointer(rebasing: bytes[offset...])
        return memchr(base + offset, 0, rest.count) == nil && String(validating: rest, as: UTF8.self) != nil
    }
}
