import HTTPMessageRules
import Testing

@Suite("HTTPMessageRules: how a request head frames its body")
struct RequestFramingTests {
    @Test("no coding and a length within the limit may be read")
    func acceptable() {
        #expect(RequestFraming(transferEncoding: [], contentLength: nil, limit: 10) == .acceptable)
        #expect(RequestFraming(transferEncoding: [], contentLength: " 10 ", limit: 10) == .acceptable)
        #expect(RequestFraming(transferEncoding: ["chunked"], contentLength: nil, limit: 10) == .acceptable)
        #expect(RequestFraming(transferEncoding: [], contentLength: "99999999", limit: nil) == .acceptable)
    }

    @Test("a length over the limit, or too long to count, is 413 before the body is read")
    func tooLarge() {
        for length in ["11", "99999999999999999999999"] {
            guard
                case .refuse(let status, _, let detail) = RequestFraming(
                    transferEncoding: [], contentLength: length, limit: 10)
            else {
                Issue.record("\(length) was accepted")
                continue
            }
            #expect(status == 413)
            #expect(detail.contains("over 10 bytes"))
        }
        #expect(RequestFraming.defaultBodyLimit == 10 * 1024 * 1024)
    }

    @Test("codings RFC 9112 refuses: not ending in chunked is 400, an unknown one 501, chunked twice 400")
    func codings() {
        let cases: [([String], Int)] = [
            (["gzip"], 400), (["gzip, chunked"], 501), (["chunked", "chunked"], 400), (["chunked, gzip"], 400),
        ]
        for (codings, expected) in cases {
            guard
                case .refuse(let status, _, _) = RequestFraming(
                    transferEncoding: codings, contentLength: nil, limit: nil)
            else {
                Issue.record("\(codings) was accepted")
                continue
            }
            #expect(status == expected, "\(codings)")
        }
    }

    @Test("a length that is not a number is 400")
    func malformedLength() {
        for length in ["ten", "-1", "1 0", ""] {
            guard
                case .refuse(let status, _, _) = RequestFraming(
                    transferEncoding: [], contentLength: length, limit: 10)
            else {
                Issue.record("'\(length)' was accepted")
                continue
            }
            #expect(status == 400, "'\(length)'")
        }
    }
}

@Suite("HTTPMessageRules: what a header value may hold")
struct HeaderFieldRulesTests {
    @Test("CR, LF and NUL are named with their UTF-8 offset; one line of text has none")
    func forbiddenBytes() {
        #expect(HeaderFieldRules.forbiddenByte(in: "text/plain") == nil)
        #expect(HeaderFieldRules.forbiddenByte(in: "é\r\nX: y")?.offset == 2)
        #expect(HeaderFieldRules.forbiddenByte(in: "é\r\nX: y")?.name == "CR")
        #expect(HeaderFieldRules.forbiddenByte(in: "a\nb")?.name == "LF")
        #expect(HeaderFieldRules.forbiddenByte(in: "a\u{0}b")?.name == "NUL")
    }

    @Test("containsAnyOf ignores ASCII case; hop-by-hop names are lowercase and include Connection")
    func caseAndHopByHop() {
        #expect(HeaderFieldRules.value("Application/JSON; charset=UTF-8", containsAnyOf: ["application/json"]))
        #expect(!HeaderFieldRules.value("text/xml", containsAnyOf: ["json", "html"]))
        #expect(HeaderFieldRules.hopByHop.contains("connection"))
        #expect(HeaderFieldRules.hopByHop.contains("transfer-encoding"))
        #expect(HeaderFieldRules.hopByHop.allSatisfy { $0 == $0.lowercased() })
    }
}
