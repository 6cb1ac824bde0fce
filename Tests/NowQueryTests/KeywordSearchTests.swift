import NowQuery
import Testing

@Suite("Keyword search")
struct KeywordSearchTests {
    @Test(
        "whole words, any case; prefixes with *; phrases in one field; | alternatives",
        arguments: [
            ("broken", ["Printer BROKEN"], true),
            ("broke", ["Printer broken"], false),
            ("broke*", ["Printer broken"], true),
            ("printer broken", ["broken", "the printer"], true),
            ("\"printer broken\"", ["broken", "the printer"], false),
            ("\"printer broken\"", ["printer, broken!"], true),
            ("ios-14", ["iOS 14 app crashes"], true),
            ("ios-14", ["iOS 13, 14"], false),
            ("iOS 13 | iOS 14", ["iOS 14 app crashes"], true),
            ("vpn | email", ["printer"], false),
            ("---", ["anything"], true),
            ("café", ["Café au lait"], true),
        ])
    func matching(keywords: String, fields: [String], expected: Bool) {
        #expect(KeywordSearch(keywords).matches(fields) == expected)
    }

    @Test("words are runs of letters and digits, lowercased")
    func words() {
        #expect(
            KeywordSearch.words(in: "INC0010001: VPN-drops, 50%_off") == ["inc0010001", "vpn", "drops", "50", "off"])
    }

    @Test("the evaluator applies keywords with the other conditions")
    func evaluator() throws {
        let types: [String: QueryFieldType] = ["short_description": .string, "priority": .integer]
        let records = [
            DictionaryRecord(values: ["short_description": "VPN drops", "priority": "1"], types: types),
            DictionaryRecord(values: ["short_description": "VPN slow", "priority": "3"], types: types),
            DictionaryRecord(values: ["short_description": "Email down", "priority": "1"], types: types),
        ]
        let query = try EncodedQueryParser.parse("123TEXTQUERY321=vpn^priority=1")
        let evaluator = QueryEvaluator(query: query, context: QueryContext())
        #expect(records.filter { evaluator.matches($0) }.map { $0.values["short_description"] } == ["VPN drops"])
    }
}
