import Cassettes
import Foundation
import TestSupport
import Testing

/// Fixed-seed fuzzing of the cassette and HAR readers: mutated files give a positioned error or a cassette, and
/// never a crash. `NOWTAPE_FUZZ_ITERATIONS` asks for more.
@Suite("Fuzzing the cassette and HAR readers")
struct CassetteFuzzTests {
    static let iterations = Int(ProcessInfo.processInfo.environment["NOWTAPE_FUZZ_ITERATIONS"] ?? "") ?? 2_000

    /// Bytes that matter to JSON and to the cassette's fields.
    static let interesting = Array(#"{}[]",:0123456789.eE-+ \tntfu\"#.utf8) + [0, 0x0D, 0x0A, 0xFF, 0xC3]

    static func mutate(_ seed: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = seed
        for _ in 0..<(1 + Int(random.next() % 6)) where !bytes.isEmpty {
            let position = Int(random.next() % UInt64(bytes.count))
            let byte = interesting[Int(random.next() % UInt64(interesting.count))]
            switch random.next() % 4 {
            case 0: bytes[position] = byte
            case 1: bytes.remove(at: position)
            case 2: bytes.insert(byte, at: position)
            default:
                let end = min(bytes.count, position + Int(random.next() % 64))
                bytes.replaceSubrange(position..<end, with: [])
            }
        }
        return bytes
    }

    @Test("mutated cassettes: a cassette or a CassetteFormatError, never a crash")
    func cassettes() throws {
        let seed = Array(CassetteCoder.encode(Fixtures.session).utf8)
        var random = SplitMix64(seed: 0x6361_7373_6574_7465)
        var errors = 0
        for _ in 0..<Self.iterations {
            let bytes = Self.mutate(seed, &random)
            let cassette: Cassette
            do {
                cassette = try CassetteCoder.decode(Data(bytes))
            } catch {
                errors += 1
                // A reader gets the cassette's own error, saying what to do next.
                let advice = ["re-record the cassette", "update NowTape"]
                #expect(advice.contains { error.description.contains($0) }, "\(error)")
                continue
            }
            // Whatever reads must write, and read back the same.
            #expect(try CassetteCoder.decode(Data(CassetteCoder.encode(cassette).utf8)) == cassette)
            #expect(HARExport.export(cassette).hasPrefix("{"))
        }
        #expect(errors > 0 && errors < Self.iterations, "\(errors) of \(Self.iterations) mutations were refused")
    }

    @Test("mutated HAR files: a cassette or an error naming the entry, never a crash")
    func har() throws {
        let seed = Array(HARExport.export(Fixtures.session).utf8)
        var random = SplitMix64(seed: 0x6861_7266_757A_7A21)
        var refused = 0
        for _ in 0..<Self.iterations {
            let bytes = Self.mutate(seed, &random)
            do {
                let cassette = try HARImport.cassette(from: Data(bytes))
                // What imports is a cassette that writes and reads back the same.
                #expect(try CassetteCoder.decode(Data(CassetteCoder.encode(cassette).utf8)) == cassette)
            } catch {
                refused += 1
                // The error names the entry and its field, or says the file is not JSON.
                let text = "\(error)"
                #expect(text.hasPrefix("log") || text.contains("not valid JSON"), "\(text)")
            }
        }
        #expect(refused > 0 && refused < Self.iterations, "\(refused) of \(Self.iterations) mutations were refused")
    }
}
