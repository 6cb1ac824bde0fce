import Foundation
import JSONText

/// The shape of a JSON answer, as a drift check compares it: each field's path with array positions folded
/// (`result[].caller_id.link`), and the forms its values take. Values themselves are left out: records change on a
/// live instance all the time, and that is not drift.
public struct AnswerShape: Sendable, Hashable {
    /// The form of one value.
    public enum Form: String, Sendable, Hashable, Codable, CaseIterable {
        case object, array, number, boolean, null
        /// A string in the platform's date-time form, `2024-01-22 14:28:24`.
        case dateTime = "date-time"
        /// A string in the platform's date form, `2024-01-22`.
        case date
        /// Any other non-empty string.
        case text
        /// The empty string, which the platform sends for an empty field of any type.
        case empty
    }

    /// Each path's forms.
    public private(set) var forms: [String: Set<Form>] = [:]
    /// The paths of arrays that held at least one element; what lies below an array is compared only where both
    /// answers had elements there.
    public private(set) var filledArrays: Set<String> = []

    /// The shape of `body`; nil when it is not JSON.
    public init?(json body: Data) {
        guard !body.isEmpty, let root = try? JSONParser.parse(body) else { return nil }
        walk(root, path: "")
    }

    private mutating func walk(_ value: JSONValue, path: String) {
        forms[path.isEmpty ? "(body)" : path, default: []].insert(Self.form(of: value))
        switch value {
        case .object(let members):
            for (key, member) in members { walk(member, path: path.isEmpty ? key : "\(path).\(key)") }
        case .array(let elements):
            if !elements.isEmpty { filledArrays.insert(path) }
            for element in elements { walk(element, path: path + "[]") }
        default: break
        }
    }

    static func form(of value: JSONValue) -> Form {
        switch value {
        case .object: return .object
        case .array: return .array
        case .null: return .null
        case .bool: return .boolean
        case .number: return .number
        case .string(let text):
            if text.isEmpty { return .empty }
            if text.wholeMatch(of: /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/) != nil { return .dateTime }
            if text.wholeMatch(of: /\d{4}-\d\d-\d\d/) != nil { return .date }
            return .text
        }
    }

    /// Whether the answer had something at `path`'s every array level: `result[].number` needs `result` to have
    /// held an element.
    func reaches(_ path: String) -> Bool {
        var prefix = ""
        for part in path.split(separator: "[]", omittingEmptySubsequences: false).dropLast() {
            prefix += part
            if !filledArrays.contains(prefix) { return false }
            prefix += "[]"
        }
        return true
    }
}
