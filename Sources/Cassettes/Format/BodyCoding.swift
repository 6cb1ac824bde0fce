import Foundation
import JSONText

/// How a body is written in a cassette: as JSON when it prints back to the same bytes, as text when it is UTF-8,
/// and as base64 otherwise; a large body may instead name a file beside the cassette (``BodyFiles``). The choice is
/// made per body, so replay serves exactly the recorded bytes.
enum BodyCoding {
    static func encode(_ body: Data) -> JSONValue? {
        guard !body.isEmpty else { return nil }
        if let first = body.first(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }),
            first == UInt8(ascii: "{") || first == UInt8(ascii: "["),
            let value = try? JSONParser.parse(body), Data(JSONWriter.compactBytes(value)) == body
        {
            return .object([("json", value)])
        }
        if let text = ByteSearch.text(body) { return .object([("text", .string(text))]) }
        return .object([("base64", .string(body.base64EncodedString()))])
    }

    static func decode(_ value: JSONValue?, at path: String, bodies: BodyFiles?) throws(CassetteFormatError) -> Data {
        guard let value, value != .null else { return Data() }
        guard case .object(let members) = value, members.count == 1, let (kind, content) = members.first else {
            throw .invalid(path: path, reason: Self.shapes)
        }
        switch (kind, content) {
        case ("json", _): return Data(JSONWriter.compactBytes(content))
        case ("text", .string(let text)): return Data(text.utf8)
        case ("base64", .string(let text)):
            guard let data = Data(base64Encoded: text) else {
                throw .invalid(path: path + ".base64", reason: "this is not valid base64")
            }
            return data
        case ("file", .string(let reference)):
            guard let bodies else {
                throw .invalid(path: path, reason: "a body kept in a file is read only from a cassette on disk")
            }
            return try bodies.load(reference, at: path + ".file")
        default:
            throw .invalid(path: path, reason: Self.shapes)
        }
    }

    private static let shapes = #"a body is {"json": …}, {"text": "…"}, {"base64": "…"} or {"file": "…"}"#
}
