import Foundation
import JSONText
import TestSupport
import Testing

@Suite("JSONText: order-keeping JSON")
struct JSONTests {
    @Test("fragments make objects in the order given, with keys escaped, and parse back")
    func fragments() throws {
        let text = JSONFragments.object([
            ("b", JSONFragments.array(["1", JSONFragments.string("two \"quoted\"\n")])), ("a\u{1}", "null"),
        ])
        #expect(text == #"{"b":[1,"two \"quoted\"\n"],"a\u0001":null}"#)
        let parsed = try JSONParser.parse(text)
        #expect(parsed["b"]?.arrayValue?.last?.text == "two \"quoted\"\n")
        #expect(JSONFragments.object([]) == "{}" && JSONFragments.array([]) == "[]")
    }

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

    @Test("every string, with quotes, backslashes and control characters anywhere, is quoted so it parses back")
    func quotingRoundTrip() throws {
        var generator = SplitMix64(seed: 0x4A53_4F4E_5175_6F74)
        let pieces = ["abcdefgh", "\"", "\\", "\n", "\u{1}", "\u{1F}", " ", "é", "日本", "\u{7F}", "xyz", "/"]
        for _ in 0..<5000 {
            let text = (0..<Int.random(in: 0...24, using: &generator)).map { _ in
                pieces.randomElement(using: &generator) ?? ""
            }.joined()
            #expect(try JSONParser.parse(JSONWriter.quoted(text)) == .string(text), "\(text.debugDescription)")
        }
    }

    @Test("text longer than the writer's scratch buffer, escapes straddling each refill, reads back through Foundation")
    func longQuotingRoundTrip() throws {
        var generator = SplitMix64(seed: 23)
        let pieces = ["abcdefgh", "\"", "\\", "\n", "\u{1}", "\u{8}", "\u{C}", "\u{1F}", "é", "日本", "x", "\t"]
        let scratch = JSONOutput.scratchSize
        var texts = [
            String(repeating: "\"", count: scratch), String(repeating: "\u{1}", count: scratch),
            String(repeating: "a", count: scratch * 2 + 3), String(repeating: "a", count: scratch - 7) + "\"",
        ]
        // A six-byte escape, or a word of plain text, at every offset around where the buffer fills.
        for offset in (scratch - 16)...(scratch + 8) {
            texts.append(String(repeating: "b", count: offset) + "\u{2}" + String(repeating: "c", count: 9))
            texts.append(String(repeating: "\"", count: offset / 2) + String(repeating: "d", count: 17))
        }
        for _ in 0..<200 {
            let count = Int.random(in: 500...3000, using: &generator)
            texts.append((0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined())
        }
        for text in texts {
            let quoted = JSONWriter.quoted(text)
            #expect(try JSONParser.parse(quoted) == .string(text))
            let foundation = try JSONSerialization.jsonObject(with: Data(quoted.utf8), options: .fragmentsAllowed)
            #expect(foundation as? String == text, "length \(text.utf8.count)")
        }
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

    @Test("escapes decode to their characters; a lone surrogate becomes U+FFFD")
    func escapes() throws {
        let text = #""a\"b\\c\/\u00e9\ud83d\ude00\b\f\n\r\t\ud800x日本""#
        #expect(try JSONParser.parse(text) == .string("a\"b\\c/é😀\u{08}\u{0C}\n\r\t\u{FFFD}x日本"))
        #expect(throws: JSONParseError.self) { try JSONParser.parse(#""\q""#) }
        #expect(throws: JSONParseError.self) { try JSONParser.parse(#""\u12""#) }
    }

    @Test("text in a contiguous buffer and in any other sequence of bytes parses the same")
    func sequences() throws {
        let text = #"{"a":[1,"two",{"b":null}],"c":"\u00e9"}"#
        let expected = try JSONParser.parse(text)
        #expect(try JSONParser.parse(Data(text.utf8)) == expected)
        #expect(try JSONParser.parse(Array(text.utf8)) == expected)
        #expect(try JSONParser.parse(text.utf8.lazy.map { $0 }) == expected)
    }

    @Test("nesting past the limit is refused instead of overflowing the stack")
    func depthLimit() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParseError.self) { try JSONParser.parse(deep) }
    }

    @Test("an object's text members are what parsing it whole gives, and anything but an object is refused")
    func textMembers() throws {
        let text = #"{"a":"x\"y","n":-1.5e3,"t":true,"z":null,"o":{"k":[1,{"d":2}]},"l":[],"u":"\u00e9","a2":""}"#
        var expected: [String: String] = [:]
        guard case .object(let members) = try JSONParser.parse(text) else {
            Issue.record("not an object")
            return
        }
        for (key, value) in members { expected[key] = value.text }
        #expect(try JSONParser.parseTextMembers(text) == expected)
        #expect(try JSONParser.parseTextMembers(" {} ") == [:])
        for bad in ["[1]", "\"x\"", "{\"a\":1", "{\"a\":1} x", ""] {
            #expect(throws: JSONParseError.self, "\(bad)") { try JSONParser.parseTextMembers(bad) }
        }
    }

    @Test("member spans locate what parsing the object gives, and say when names are not sorted and unique")
    func memberSpans() throws {
        let text = #"{"a":"x\"y","b":"plain","n":-1.5e3,"t":true,"u":"\u00e9","z":null,"zo":{"k":[1,{"d":2}]}}"#
        var bytes = Array(text.utf8)
        let spans = try bytes.withUnsafeBufferPointer { try JSONParser.memberSpans($0) }
        #expect(spans.namesInOrder)
        let names = spans.members.map { String(decoding: bytes[$0.name], as: UTF8.self) }
        #expect(names == ["a", "b", "n", "t", "u", "z", "zo"])
        let values = spans.members.map { String(decoding: bytes[$0.value], as: UTF8.self) }
        #expect(values == [#""x\"y""#, #""plain""#, "-1.5e3", "true", #""\u00e9""#, "null", #"{"k":[1,{"d":2}]}"#])
        let kinds: [JSONMemberSpans.Kind] = [
            .escapedString, .plainString, .number, .boolean, .escapedString, .noText, .noText,
        ]
        #expect(spans.members.map(\.kind) == kinds)
        for unordered in [#"{"b":1,"a":2}"#, #"{"a":1,"a":2}"#, #"{"a\u0062":1,"c":2}"#] {
            bytes = Array(unordered.utf8)
            #expect(try !bytes.withUnsafeBufferPointer { try JSONParser.memberSpans($0) }.namesInOrder, "\(unordered)")
        }
        for bad in [
            "[1]", "\"x\"", "{\"a\":1", "{\"a\":1} x", "", "{\"a\":\"\u{1}\"}", "{\"a\":\"\\q\"}", "{\"a\":01}",
        ] {
            bytes = Array(bad.utf8)
            #expect(throws: JSONParseError.self, "\(bad)") {
                try bytes.withUnsafeBufferPointer { try JSONParser.memberSpans($0) }
            }
            #expect(throws: JSONParseError.self, "\(bad)") { try JSONParser.parseTextMembers(bad) }
        }
    }

    @Test("member spans refuse exactly the damaged objects that decoding refuses, and otherwise give the same texts")
    func memberSpansAgreeWithDecoding() throws {
        var generator = SplitMix64(seed: 0x4A53_4F4E_5370_616E)
        let stored = Array(
            #"{"active":"true","n":-1.5e3,"number":"INC0010001","q":"say \"hi\"\\","t":false,"u":"\u00e9 ✓","z":null}"#
                .utf8)
        let pieces: [[UInt8]] = [
            Array("\"".utf8), Array("\\".utf8), Array(":".utf8), Array(",".utf8), Array("{".utf8), Array("}".utf8),
            Array("[".utf8), Array("0".utf8), Array("-".utf8), Array("e".utf8), Array("\\u00".utf8), Array("é".utf8),
            [0x01], [0x20], Array("\"a\":\"b\",".utf8),
        ]
        for _ in 0..<5_000 {
            var bytes = stored
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let at = Int.random(in: 0...bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0 where at < bytes.count: bytes.remove(at: at)
                case 1 where at < bytes.count: bytes[at...at] = (pieces.randomElement(using: &generator) ?? [])[...]
                default: bytes.insert(contentsOf: pieces.randomElement(using: &generator) ?? [], at: at)
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let decoded = try? JSONParser.parseTextMembers(text)
            let spans = Array(text.utf8).withUnsafeBufferPointer { try? JSONParser.memberSpans($0) }
            #expect((spans == nil) == (decoded == nil), "\(text)")
            guard let spans, let decoded, spans.namesInOrder else { continue }
            let utf8 = Array(text.utf8)
            var texts: [String: String] = [:]
            for member in spans.members {
                let value = String(decoding: utf8[member.value], as: UTF8.self)
                switch member.kind {
                case .plainString:
                    texts[String(decoding: utf8[member.name], as: UTF8.self)] = String(value.dropFirst().dropLast())
                case .escapedString:
                    texts[String(decoding: utf8[member.name], as: UTF8.self)] = try JSONParser.parse(value).text
                case .number, .boolean: texts[String(decoding: utf8[member.name], as: UTF8.self)] = value
                case .noText: texts[String(decoding: utf8[member.name], as: UTF8.self)] = nil
                }
            }
            #expect(texts == decoded, "\(text)")
        }
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
