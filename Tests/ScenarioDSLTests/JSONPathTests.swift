import NowClient
import ScenarioDSL
import Testing

@Suite("ScenarioDSL: JSON paths into responses, and seeded values")
struct JSONPathTests {
    static let page = JSONValue.object([
        (
            "result",
            .array([
                .object([("number", .string("INC0010001")), ("priority", .string("1"))]),
                .object([("number", .string("INC0010002"))]),
            ])
        )
    ])

    @Test("keys, indexes from either end, an array's count and every element's member")
    func paths() {
        #expect(JSONPath.value(at: "result[0].number", in: Self.page)?.text == "INC0010001")
        #expect(JSONPath.value(at: "result[-1].number", in: Self.page)?.text == "INC0010002")
        #expect(JSONPath.value(at: "result.count", in: Self.page)?.text == "2")
        #expect(
            JSONPath.value(at: "result.*.number", in: Self.page)?.arrayValue?.compactMap(\.text) == [
                "INC0010001", "INC0010002",
            ])
        // Under `*`, an element without the member is skipped rather than ending the path.
        #expect(JSONPath.value(at: "result.*.priority", in: Self.page)?.arrayValue?.compactMap(\.text) == ["1"])
    }

    @Test("a path that leads nowhere is nil")
    func nowhere() {
        #expect(JSONPath.value(at: "result[5].number", in: Self.page) == nil)
        #expect(JSONPath.value(at: "result[0].missing", in: Self.page) == nil)
        #expect(JSONPath.value(at: "error.message", in: Self.page) == nil)
    }

    @Test("a generator seeded from the same text gives the same values on every run; another text, others")
    func seededValues() {
        var first = SeededRandom(seedText: "crud/creates an incident")
        var again = SeededRandom(seedText: "crud/creates an incident")
        var other = SeededRandom(seedText: "crud/updates an incident")
        let values = (0..<8).map { _ in first.next() }
        #expect(values == (0..<8).map { _ in again.next() })
        #expect(values != (0..<8).map { _ in other.next() })
        #expect(Set(values).count == 8)
    }
}
