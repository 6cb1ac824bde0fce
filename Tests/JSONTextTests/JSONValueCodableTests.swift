import Foundation
import JSONText
import Testing

/// JSONText's value through Codable and Swift literals.
@Suite("JSON values: Codable and literals")
struct JSONValueCodableTests {
    struct Incident: Codable, Equatable {
        var number: String
        var priority: Int
        var extra: JSONValue
    }

    @Test("literals build values, objects in the order written")
    func literals() {
        let value: JSONValue = ["short_description": "Printer jammed", "priority": 2, "active": true, "x": .null]
        #expect(
            JSONWriter.compact(value) == #"{"short_description":"Printer jammed","priority":2,"active":true,"x":null}"#)
        let list: JSONValue = [1.5, "a", [false]]
        #expect(JSONWriter.compact(list) == #"[1.5,"a",[false]]"#)
    }

    @Test("a value inside a Codable type round-trips through JSONEncoder and JSONDecoder")
    func roundTrip() throws {
        let incident = Incident(
            number: "INC0010001", priority: 2,
            extra: ["tags": ["a", "b"], "score": 0.25, "count": 12, "none": .null, "ok": true])
        let data = try JSONEncoder().encode(incident)
        let decoded = try JSONDecoder().decode(Incident.self, from: data)
        #expect(decoded.number == incident.number)
        #expect(decoded.extra.semanticallyEquals(incident.extra))
        #expect(decoded.extra["count"] == .number("12"))
    }

    @Test("a number that is not one cannot be encoded, and says so")
    func badNumber() {
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(JSONValue.number("twelve")) }
    }
}
