import Foundation
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
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: body)
        } catch {
            throw InstanceError.badRequest(
                message: "Exception while reading request",
                detail: "The body is not valid JSON; send a JSON object such as {\"short_description\":\"text\"}")
        }
        guard let fields = object as? [String: Any] else {
            throw InstanceError.badRequest(
                message: "Exception while reading request", detail: "The body must be a JSON object of field values")
        }
        return values(of: fields)
    }

    /// A decoded JSON object's members as field text: strings as they are, numbers and booleans as written, null as
    /// empty; nested arrays and objects name no field value and are left out.
    static func values(of object: [String: Any]) -> [String: String] {
        object.compactMapValues { value in
            switch value {
            case let text as String: return text
            case let number as NSNumber:
                if String(cString: number.objCType) == "c" { return number.boolValue ? "true" : "false" }
                return number.stringValue
            case is NSNull: return ""
            default: return nil
            }
        }
    }
}
