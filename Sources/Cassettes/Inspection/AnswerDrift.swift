import Foundation
import JSONText

/// How an answer differs in kind from the one recorded for the same request: a changed status, a changed error, or
/// fields added, removed or retyped. Values that merely differ, such as timestamps, ids and record contents, are
/// not drift, nor is a field that is empty on one side (the platform sends `""` for an empty field of any type).
public struct AnswerDrift: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What kind of change.
    public enum Kind: String, Sendable, Hashable, Codable {
        case status, error, added, removed, retyped
        /// The answer is no longer JSON, or has become JSON.
        case body
    }

    public let kind: Kind
    /// The field's path (`result[].caller_id`), or the part of the answer.
    public let path: String
    public let recorded: String
    public let current: String

    public var description: String {
        switch kind {
        case .added: return "added \(path) (\(current))"
        case .removed: return "removed \(path) (was \(recorded))"
        default: return "\(kind.rawValue) \(path): \(recorded) → \(current)"
        }
    }

    /// The drift from `recorded` to `current`, answers to the same request.
    public static func between(recorded: RecordedResponse, current: RecordedResponse) -> [AnswerDrift] {
        var drift: [AnswerDrift] = []
        if recorded.status != current.status {
            drift.append(
                AnswerDrift(kind: .status, path: "status", recorded: "\(recorded.status)", current: "\(current.status)")
            )
        }
        let old = AnswerShape(json: recorded.body)
        let new = AnswerShape(json: current.body)
        guard let old, let new else {
            if (old == nil) != (new == nil) {
                drift.append(
                    AnswerDrift(
                        kind: .body, path: "body", recorded: old == nil ? "not JSON" : "JSON",
                        current: new == nil ? "not JSON" : "JSON"))
            }
            return drift
        }
        if recorded.status >= 400 || current.status >= 400 {
            for field in ["error.message", "error.detail"] {
                let before = errorText(recorded.body, field)
                let after = errorText(current.body, field)
                if before != after {
                    drift.append(AnswerDrift(kind: .error, path: field, recorded: before, current: after))
                }
            }
            return drift
        }
        for path in Set(old.forms.keys).union(new.forms.keys).sorted() where old.reaches(path) && new.reaches(path) {
            switch (old.forms[path], new.forms[path]) {
            case (nil, let forms?):
                drift.append(AnswerDrift(kind: .added, path: path, recorded: "", current: describe(forms)))
            case (let forms?, nil):
                drift.append(AnswerDrift(kind: .removed, path: path, recorded: describe(forms), current: ""))
            case (let before?, let after?):
                let solidBefore = before.subtracting([.empty, .null])
                let solidAfter = after.subtracting([.empty, .null])
                if !solidBefore.isEmpty, !solidAfter.isEmpty, solidBefore.isDisjoint(with: solidAfter) {
                    drift.append(
                        AnswerDrift(
                            kind: .retyped, path: path, recorded: describe(before), current: describe(after)))
                }
            case (nil, nil): break
            }
        }
        return drift
    }

    private static func describe(_ forms: Set<AnswerShape.Form>) -> String {
        forms.map(\.rawValue).sorted().joined(separator: " or ")
    }

    private static func errorText(_ body: Data, _ field: String) -> String {
        let value = (try? JSONParser.parse(body))?["error"]?[field.replacingOccurrences(of: "error.", with: "")]
        switch value {
        case .string(let text)?: return "\"\(text)\""
        case nil, .null?: return "none"
        case let other?: return JSONWriter.compact(other)
        }
    }
}
