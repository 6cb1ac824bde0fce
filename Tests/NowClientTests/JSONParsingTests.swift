import Foundation
import NowClient
import Testing

@Suite("NowClient: reading JSON bodies")
struct JSONParsingTests {
    @Test("a body reads into values of every kind, with escapes decoded and the last of a repeated key kept")
    func values() throws {
        let body = Data(
            #"{"result":[{"n":-2.5e1,"t":true,"f":false,"z":null,"s":"caf\u00e9 \ud83d\ude00 \"q\"\n"}],"k":1,"k":2}"#
                .utf8)
        let json = try JSONValue(parsing: body)
        let record = try #require(json["result"]?[0])
        #expect(record["n"] == .number("-2.5e1"))
        #expect(record["n"]?.doubleValue == -25)
        #expect(record["t"] == .bool(true))
        #expect(record["f"] == .bool(false))
        #expect(record["z"] == .null)
        #expect(record["s"] == .string("café 😀 \"q\"\n"))
        #expect(json["k"] == 2)
        #expect(try JSONValue(parsing: Data("\"fragment\"".utf8)) == .string("fragment"))
    }

    @Test("a malformed body is a typed error naming the line and column, and keeps the body")
    func malformed() {
        #expect {
            _ = try JSONValue(parsing: Data("{\n  \"result\": [1, 2\n}".utf8))
        } throws: { error in
            guard let error = error as? NowClientError, error.kind == .invalidJSON else { return false }
            return error.reason?.hasPrefix("line 3, column 1:") == true && error.body?.contains("\"result\"") == true
        }
    }

    @Test("values read as the instance writes them, and a dictionary always prints the same bytes")
    func reading() throws {
        let json = try JSONValue(parsing: Data(#"{"n":"7","i":42,"d":2.50,"big":1e3,"b":true,"z":null,"a":[1]}"#.utf8))
        #expect(json["n"]?.text == "7")
        #expect(json["i"]?.intValue == 42)
        #expect(json["d"]?.text == "2.50")
        #expect(json["d"]?.doubleValue == 2.5)
        #expect(json["big"]?.intValue == 1_000)
        #expect(json["b"]?.text == "true")
        #expect(json["z"]?.text == nil)
        #expect(json["a"]?[0] == 1)
        #expect(json.keys == ["n", "i", "d", "big", "b", "z", "a"])
        let members: [String: JSONValue] = ["zeta": 1, "alpha": "x", "mid": [true]]
        #expect(JSONValue(sortingKeys: members).compactText == #"{"alpha":"x","mid":[true],"zeta":1}"#)
        let literal: JSONValue = ["short_description": "Printer jammed", "priority": 2]
        #expect(
            String(decoding: literal.data, as: UTF8.self) == #"{"short_description":"Printer jammed","priority":2}"#)
    }

    @Test("an Encodable value encodes with sorted keys, so a recorded body is the same bytes in every run")
    func encodingIsStable() throws {
        struct Wide: Encodable {
            var urgency = "2", impact = "3", caller_id = "admin", category = "network", state = "1"
            var assignment_group = "x", short_description = "Printer jammed", priority = 4
        }
        let encoded = try JSONValue(encoding: Wide())
        #expect(encoded.keys == encoded.keys?.sorted())
        #expect(encoded.compactText.hasPrefix(#"{"assignment_group":"x","caller_id":"admin","#))
    }
}
