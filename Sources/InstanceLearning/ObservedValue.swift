import Cassettes
import Foundation
import JSONText

/// One field's value in one answer, in the forms the answer gives: the stored value, its display value, and the
/// link of a reference.
struct ObservedValue: Sendable, Hashable {
    /// The stored value; nil when the answer gave display values only.
    let value: String?
    /// The display value, when the answer gave one.
    let display: String?
    /// A reference's link, `…/api/now/table/<table>/<sys_id>`.
    let link: String?

    /// Reads a member of a record: a string, `{"value", "display_value"}`, `{"link", "value"}` or all three.
    init(_ json: JSONValue, mode: TableCall.DisplayMode) {
        switch json {
        case .object:
            value = json["value"].map(Self.text)
            display = json["display_value"].map(Self.text)
            link = json["link"]?.stringValue
        default:
            let text = Self.text(json)
            value = mode == .display ? nil : text
            display = mode == .display ? text : nil
            link = nil
        }
    }

    /// The table a reference's link names.
    var linkedTable: String? {
        guard let link, let path = URLComponents(string: link)?.path else { return nil }
        return NowAPIPath(path)?.tableRoute?.table
    }

    private static func text(_ json: JSONValue) -> String {
        switch json {
        case .string(let text): return text
        case .number(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return ""
        default: return JSONWriter.compact(json)
        }
    }
}
