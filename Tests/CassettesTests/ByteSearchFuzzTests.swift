import Cassettes
import Foundation
import TestSupport
import Testing

/// Link rewriting and rebasing replace bytes in every replayed body; the replacement must agree with the plain
/// definition for any bytes, any pattern, and any `Data`, slices with a non-zero start included.
@Suite("Cassettes: byte replacement against a plain reference")
struct ByteSearchFuzzTests {
    /// Fuzz iterations; `NOWTAPE_FUZZ_ITERATIONS` asks for more.
    static let iterations = Int(ProcessInfo.processInfo.environment["NOWTAPE_FUZZ_ITERATIONS"] ?? "") ?? 3_000

    /// Every non-overlapping occurrence of `old`, left to right, replaced by `new`; nil when there is none.
    static func reference(_ old: [UInt8], _ new: [UInt8], _ haystack: [UInt8]) -> [UInt8]? {
        guard !old.isEmpty, haystack.count >= old.count else { return nil }
        var result: [UInt8] = []
        var index = 0
        var found = false
        while index < haystack.count {
            if index + old.count <= haystack.count, Array(haystack[index..<index + old.count]) == old {
                result += new
                index += old.count
                found = true
            } else {
                result.append(haystack[index])
                index += 1
            }
        }
        return found ? result : nil
    }

    @Test("replacing agrees with the reference on random bytes, patterns and Data slices")
    func agreesWithReference() {
        var generator = SplitMix64(seed: 0xB17E_5EA2)
        let alphabet: [UInt8] = Array("ab:/\\h".utf8)
        for iteration in 0..<Self.iterations {
            func bytes(_ range: ClosedRange<Int>) -> [UInt8] {
                (0..<Int.random(in: range, using: &generator)).map { _ in
                    alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
                }
            }
            let old = bytes(0...4)
            let new = bytes(0...6)
            let haystack = bytes(0...40)
            let prefix = Int.random(in: 0...3, using: &generator)
            let padded = Data(bytes(prefix...prefix) + haystack)
            let slice = padded[padded.startIndex + prefix..<padded.endIndex]
            let expected = Self.reference(old, new, haystack)
            #expect(
                ByteSearch.replacing(old, with: new, in: Data(haystack)).map { [UInt8]($0) } == expected,
                "iteration \(iteration)")
            #expect(
                ByteSearch.replacing(old, with: new, in: slice).map { [UInt8]($0) } == expected,
                "iteration \(iteration): a slice starting at \(prefix)")
        }
    }
}
