import Cassettes
import Foundation
import Testing

@Suite("Cassettes: order-keeping JSON")
struct JSONTests {
    @Test(
        "compact JSON prints back to the same bytes",
        arguments: [
            #"{"result":[{"b":"1","a":"2"}],"n":-0.50,"e":1E+3,"t":true,"z":null}"#,
            #"["caf\u00e9 ☕","tab\tquote\"slash\\",{}]"#, #"{"nested":{"deeper":[[],[1,2,[3]]]}}"#,
        ])
    func compactRoundTrip(text: String) throws {
        let value = try JSONParser.parse(text)
        let reparsed = try JSONParser.parse(JSONWriter.compact(value))
        #expect(reparsed == value)
        if !text.contains("\\u") { #expect(JSONWriter.compact(value) == text) }
    }

    @Test(
        "malformed JSON reports the line and column",
        arguments: [
            ("{\n  \"a\": 1,\n  \"b\" 2\n}", 3, 7), ("[1, 2", 1, 6), ("{\"a\":tru}", 1, 6), ("\"open", 1, 1),
            ("[01]", 1, 2), ("{} x", 1, 4),
        ])
    func positionedErrors(text: String, line: Int, column: Int) {
        #expect {
            _ = try JSONParser.parse(text)
        } throws: { error in
            guard let error = error as? JSONParseError else { return false }
            return error.line == line && error.column == column
        }
    }

    @Test("nesting past the limit is refused instead of overflowing the stack")
    func depthLimit() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParseError.self) { try JSONParser.parse(deep) }
    }

    @Test("semantic equality ignores key order and number spelling")
    func semanticEquality() throws {
        let a = try JSONParser.parse(#"{"a":1,"b":[1.0,"x"]}"#)
        let b = try JSONParser.parse(#"{"b":[1,"x"],"a":1e0}"#)
        #expect(a != b)
        #expect(a.semanticallyEquals(b))
        #expect(!a.semanticallyEquals(try JSONParser.parse(#"{"a":1,"b":["x",1]}"#)))
    }
}
