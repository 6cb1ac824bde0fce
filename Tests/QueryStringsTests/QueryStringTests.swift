import QueryStrings
import Testing

@Suite("QueryStrings: one decoder for the instance, matching, redaction and reports")
struct QueryStringTests {
    @Test("`+` is a space, %XX its byte, %2B a plus; a malformed escape stays as written")
    func decoding() {
        let pairs = QueryString.pairs("a=x+y&b=x%20y&c=1%2B1&d=100%&e=%zz&&f&g=%E2%9C%93")
        #expect(pairs.map(\.name) == ["a", "b", "c", "d", "e", "f", "g"])
        #expect(pairs.map(\.value) == ["x y", "x y", "1+1", "100%", "%zz", "", "✓"])
    }

    @Test("a path keeps `+` and decodes %XX; a component decodes both")
    func pathsAndComponents() {
        #expect(QueryString.decodePath("/a+b/c%20d") == "/a+b/c d")
        #expect(QueryString.decodeComponent("a+b%2Fc") == "a b/c")
    }

    @Test("names decode as values do, a repeated name is kept each time, and `=` after the first is the value's")
    func namesAndRepeats() {
        let pairs = QueryString.pairs("sysparm%5Fquery=a%3Db%5EORc%3Dd&x=1&x=2&y=a=b")
        #expect(pairs.map(\.name) == ["sysparm_query", "x", "x", "y"])
        #expect(pairs.map(\.value) == ["a=b^ORc=d", "1", "2", "a=b"])
        #expect(QueryString.pairs("").isEmpty)
    }

    @Test("invalid UTF-8 after decoding is kept as replacement characters, never dropped")
    func invalidUTF8() {
        let pairs = QueryString.pairs("q=%FF%FEok")
        #expect(pairs.first?.value.hasSuffix("ok") == true)
        #expect(pairs.first?.value.unicodeScalars.contains("\u{FFFD}") == true)
    }
}
