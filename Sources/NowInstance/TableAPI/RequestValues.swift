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

    /// A JSON object's members as field text: strings as they are, numbers as written, booleans as `true`/`false`,
    /// null as empty; nested arrays and objects name no field value and are left out. A repeated key keeps its last
    /// value.
    static func values(of members: [(String, JSONValue)]) -> [String: String] {
        var values = [String: String](minimumCapacity: members.count)
        for (key, value) in members {
            switch value {
            case .null: values[key] = ""
            case .array, .object: values[key] = nil
            case .string, .number, .bool: values[key] = value.text
            }
        }
        return values
    }
}
