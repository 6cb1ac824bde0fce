import Cassettes
import Testing

/// Looking header fields up by a name given as text, and building fields from a parser's pairs.
@Suite("Cassettes: header fields by name")
struct HeaderLookupTests {
    static let pairs: [(name: String, value: String)] = [
        ("Content-Type", "application/json"), ("Connection", "keep-alive"), ("Set-Cookie", "a=1"),
        ("Keep-Alive", "timeout=5"), ("set-cookie", "b=2"), ("Cookie", "x=1"), ("Cookie", "y=2"), ("X-Empty", ""),
    ]

    @Test("one value comes back as it is, repeated values joined as swift-http-types joins them, in any case")
    func valuesByName() throws {
        let fields = HTTPFields(parsed: Self.pairs)
        #expect(fields["content-type"] == "application/json")
        #expect(fields["CONTENT-TYPE"] == "application/json")
        #expect(fields["X-Empty"] == "")
        #expect(fields["Set-Cookie"] == fields[.setCookie])
        #expect(fields["Cookie"] == "x=1; y=2")
        #expect(fields["Cookie"] == fields[.cookie])
        #expect(fields["X-Absent"] == nil)
        #expect(fields["Bad Name"] == nil)
    }

    @Test("fields left out by name go, the rest keep their order and repeats")
    func leavingOut() {
        let fields = HTTPFields(parsed: Self.pairs, leavingOut: HeaderFieldRules.hopByHop)
        #expect(
            fields.map(\.name.rawName) == ["Content-Type", "Set-Cookie", "set-cookie", "Cookie", "Cookie", "X-Empty"])
        #expect(fields == HTTPFields(parsed: Self.pairs).removing(HeaderFieldRules.hopByHop))
    }
}
