import Cassettes
import Foundation
import TestSupport
import Testing

@Suite("Cassettes: telling text from binary")
struct TextDetectionTests {
    @Test("isText agrees with UTF-8 validation without NUL on 20,000 random byte strings")
    func agreesWithValidation() {
        var generator = SplitMix64(seed: 0x4A53_4F4E_5554_4638)
        let alphabet: [[UInt8]] = [
            Array("a".utf8), Array("Z9 {}\"".utf8), Array("é".utf8), Array("日".utf8), Array("😀".utf8), [0x00], [0x80],
            [0xC3], [0xFF], [0xE6, 0x97], [0x7F],
        ]
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                // Mostly ASCII runs, so the eight-byte fast path is exercised and left at every offset.
                bytes +=
                    Int.random(in: 0..<4, using: &generator) == 0
                    ? alphabet.randomElement(using: &generator) ?? [] : Array("abcdefgh".utf8)
            }
            let expected = !bytes.contains(0) && String(validating: bytes, as: UTF8.self) != nil
            #expect(bytes.withUnsafeBytes { ByteSearch.isText($0) } == expected, "\(bytes)")
            #expect((ByteSearch.text(Data(bytes)) != nil) == expected)
        }
    }

    @Test("containsAny finds a needle exactly when a plain search does")
    func containsAnyAgreesWithSearch() {
        var generator = SplitMix64(seed: 0x4A53_4F4E_416E_7921)
        let needles = [Array("\"password\"".utf8), Array("\"pa\"".utf8), Array("\"access_token\"".utf8)]
        let pieces = ["\"", "pa", "ss", "word", "\"password\"", "\"access_", "token\"", "x", "\"pa\""]
        for _ in 0..<5000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                pieces.randomElement(using: &generator) ?? ""
            }.joined()
            let expected = needles.contains {
                text.utf8.count >= $0.count && text.contains(String(decoding: $0, as: UTF8.self))
            }
            #expect(
                ByteSearch.containsAny(needles, startingWith: UInt8(ascii: "\""), in: Data(text.utf8)) == expected,
                "\(text)")
        }
    }
}
