import GlideScript
import JSONText
import TestSupport
import Testing

/// Random JSON objects of the kinds a store keeps, and their member names.
private struct StoredObjects {
    static let names = [
        "a", "ab", "abc", "b", "number", "short_description", "sys_class_name", "sys_id", "z", "é", "名前", "q\"uote",
    ]
    var random: SplitMix64

    /// A JSON string for `text`, with every character outside ASCII escaped when `escapeAll` is set. Text outside
    /// the Basic Multilingual Plane is always escaped, as a surrogate pair.
    static func quoted(_ text: String, escapeAll: Bool) -> String {
        let escapesAll = escapeAll || text.unicodeScalars.contains { $0.value > 0xFFFF }
        var json = "\""
        for unit in text.utf16 {
            switch unit {
            case 0x22: json += "\\\""
            case 0x5C: json += "\\\\"
            case 0x0A: json += "\\n"
            case 0..<0x20: json += escaped(unit)
            case 0x80... where escapesAll: json += escaped(unit)
            default: json += String(decoding: [unit], as: UTF16.self)
            }
        }
        return json + "\""
    }

    /// `\uXXXX` for one UTF-16 unit.
    static func escaped(_ unit: UInt16) -> String {
        let hex = String(unit, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    mutating func value() -> String {
        let texts = ["", "plain", "with \"quotes\" and \\", "line\nbreak", "café", "😀 face", "tab\there", "\u{1}"]
        switch random.next() % 9 {
        case 0: return ["0", "-1.5e3", "42", "3.25"][Int(random.next() % 4)]
        case 1: return random.next() % 2 == 0 ? "true" : "false"
        case 2: return "null"
        case 3: return "[1,\"two\",{\"three\":3}]"
        case 4: return "{\"inner\":\"value\"}"
        default: return Self.quoted(texts[Int(random.next() % UInt64(texts.count))], escapeAll: random.next() % 3 == 0)
        }
    }

    /// An object whose names are in byte order, as the store writes them, or shuffled with repeats.
    mutating func object(inOrder: Bool) -> String {
        var chosen = Self.names.filter { _ in random.next() % 3 != 0 }
        if inOrder {
            chosen.sort { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        } else {
            chosen += chosen.prefix(2)
            chosen.shuffle(using: &random)
        }
        let members = chosen.map { Self.quoted($0, escapeAll: false) + ":" + value() }
        return "{" + members.joined(separator: ",") + "}"
    }
}

@Suite("GlideRow: a stored record read field by field answers as decoding it whole does")
struct GlideRowTests {
    @Test("every field of thousands of random objects, in store order and out of it, reads as full decoding gives it")
    func matchesFullDecoding() throws {
        var objects = StoredObjects(random: SplitMix64(seed: 25))
        for round in 0..<2_000 {
            let json = objects.object(inOrder: round % 4 != 0)
            var expected = try JSONParser.parseTextMembers(json)
            if expected["sys_class_name"] == nil { expected["sys_class_name"] = "incident" }
            let row = try GlideRow(storedJSON: json, classWhenUnnamed: "incident")
            for name in StoredObjects.names + ["absent", "sys"] {
                #expect(row.value(name) == expected[name], "\(name) of \(json)")
            }
            #expect(row.values == expected, "\(json)")
        }
    }

    @Test("a stored class is kept as stored, empty included; a missing or null one is the class given")
    func recordClass() throws {
        let cases: [(json: String, expected: String)] = [
            (#"{"sys_class_name":"problem","sys_id":"1"}"#, "problem"),
            (#"{"sys_class_name":"","sys_id":"1"}"#, ""),
            (#"{"sys_class_name":null,"sys_id":"1"}"#, "task"),
            (#"{"sys_id":"1"}"#, "task"),
            (#"{}"#, "task"),
        ]
        for (json, expected) in cases {
            let row = try GlideRow(storedJSON: json, classWhenUnnamed: "task")
            #expect(row.value("sys_class_name") == expected, "\(json)")
            #expect(row.values["sys_class_name"] == expected, "\(json)")
        }
    }

    @Test("text that is not a JSON object is refused", arguments: ["", "[1,2]", "{\"a\":", "\"text\"", "{} {}"])
    func refusesNonObjects(text: String) {
        #expect(throws: JSONParseError.self) { try GlideRow(storedJSON: text, classWhenUnnamed: "task") }
    }

    @Test("a row of values answers from them, with no class added")
    func valueRows() {
        let row = GlideRow(["sys_id": "1", "number": "INC1"])
        #expect(row.value("number") == "INC1")
        #expect(row.value("sys_class_name") == nil)
        #expect(row.values == ["sys_id": "1", "number": "INC1"])
    }
}
