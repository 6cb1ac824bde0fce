import Foundation
import JSONText
import TableXML

/// Reads a write request's body, JSON or XML as its `Content-Type` says, into field values, as the platform stores
/// them (all text).
enum RequestValues {
    static func parse(_ body: Data?, contentType: String? = nil) throws -> [String: String] {
        guard let body, !body.isEmpty else { return [:] }
        if BodyFormat.sent(as: contentType) == .xml {
            do {
                return try XMLRecordReader.values(from: body)
            } catch {
                throw InstanceError.badRequest(message: "Exception while reading request", detail: error.description)
            }
        }
        let object: JSONValue
        do {
            object = try JSONParser.parse(body)
        } catch {
            throw InstanceError.badRequest(
                message: "Exception while reading request",
                detail:
                    "The body is not valid JSON (\(error)); send a JSON object such as {\"short_description\":\"text\"}"
            )
        }
        guard let fields = object.objectValue else {
            throw InstanceError.badRequest(
                message: "Exception while reading request", detail: "The body must be a JSON object of field values")
        }
        return values(of: fields)
    }

    /// A JSON object's members as field text: strings as they are, numbers by value (``numberText(_:)``), booleans
    /// as `true`/`false`, null as empty; nested arrays and objects name no field value and are left out. A repeated
    /// key keeps its last value.
    static func values(of members: [(String, JSONValue)]) -> [String: String] {
        var values = [String: String](minimumCapacity: members.count)
        for (key, value) in members {
            switch value {
            case .null: values[key] = ""
            case .array, .object: values[key] = nil
            case .number(let text): values[key] = numberText(text)
            case .string, .bool: values[key] = value.text
            }
        }
        return values
    }

    /// A number as the instance stores it, by value rather than as written: `2.50` is `2.5` and `1e3` is `1000`, as
    /// a JSON parser that reads numbers into doubles gives them.
    static func numberText(_ text: String) -> String {
        if Int64(text) != nil { return text }
        guard let number = Double(text), number.isFinite else { return text }
        if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }
}
