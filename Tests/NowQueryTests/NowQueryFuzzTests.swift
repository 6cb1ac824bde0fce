import Foundation
import NowQuery
import TestSupport
import Testing

/// Runs the parser over many generated inputs: mutated canonical queries and random token soup.
///
/// Each input must parse or fail with an error that points inside the input; lenient parsing must never fail,
/// and what it keeps must print to a query that parses strictly and evaluates without trapping.
@Suite("Fuzzing the parser")
struct NowQueryFuzzTests {
    static let iterations = ProcessInfo.processInfo.environment["NOWQUERY_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 100_000
    static let seed = ProcessInfo.processInfo.environment["NOWQUERY_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x5EED_2026

    static let tokens = [
        "^", "^OR", "^NQ", "^EQ", "ORDERBY", "ORDERBYDESC", "123TEXTQUERY321=", "=", "!=", "<", "<=", ">", ">=", "@",
        ",", ".", "LIKE", "NOT LIKE", "NOTLIKE", "IN", "NOT IN", "ISEMPTY", "BETWEEN", "ON", "NOTON", "RELATIVEGT",
        "DATEPART", "SAMEAS", "DYNAMIC", "INSTANCEOF", "MORETHAN", "javascript:", "gs.daysAgoStart(", ")", "(", "'",
        "active", "priority", "caller_id.vip", "hour", "ago", "1", "-3", " ", "true", "日本", "\u{0}", "\\", "%",
    ]

    @Test("100,000 inputs: no crash, positioned errors, lenient output re-parses")
    func fuzzParser() async throws {
        let failures = try await onOwnThread { [self] in
            var rng = SplitMix64(seed: Self.seed)
            var generator = QueryGenerator(rng: SplitMix64(seed: Self.seed &+ 1))
            let record = Fixtures.incidents[0]
            var failures: [String] = []
            for iteration in 0..<Self.iterations {
                let input =
                    iteration % 2 == 0
                    ? mutate(generator.query().encoded, using: &rng) : soup(using: &rng)
                if let problem = check(input, record: record) {
                    failures.append("\(problem) for input \(input.debugDescription)")
                    if failures.count > 5 { break }
                }
            }
            return failures
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    private func check(_ input: String, record: DictionaryRecord) -> String? {
        do {
            _ = try EncodedQueryParser.parse(input)
        } catch {
            guard (0...input.count).contains(error.position) else { return "error position \(error.position) outside" }
            guard error.fragment.isEmpty || input.contains(error.fragment) else {
                return "fragment \(error.fragment) not in input"
            }
        }
        let lenient = EncodedQueryParser.parseLeniently(input)
        let printed = lenient.query.encoded
        guard let reparsed = try? EncodedQueryParser.parse(printed) else { return "lenient output \(printed) fails" }
        guard reparsed == lenient.query else { return "lenient output \(printed) changes on re-parse" }
        _ = QueryEvaluator(query: reparsed, context: Fixtures.context).matches(record)
        return nil
    }

    private func mutate(_ text: String, using rng: inout SplitMix64) -> String {
        var characters = Array(text)
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let position = characters.isEmpty ? 0 : Int.random(in: 0..<characters.count, using: &rng)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0 where !characters.isEmpty: characters.remove(at: position)
            case 1: characters.insert(contentsOf: Self.tokens.randomElement(using: &rng) ?? "^", at: position)
            case 2 where !characters.isEmpty:
                characters[position] = Character(UnicodeScalar(UInt8.random(in: 0...127, using: &rng)))
            default:
                let cut = Int.random(in: 0...characters.count, using: &rng)
                characters = Array(characters[..<cut])
            }
        }
        return String(characters)
    }

    private func soup(using rng: inout SplitMix64) -> String {
        (0..<Int.random(in: 0...12, using: &rng)).map { _ in Self.tokens.randomElement(using: &rng) ?? "" }.joined()
    }
}
