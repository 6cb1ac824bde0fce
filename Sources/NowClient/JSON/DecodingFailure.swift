import Foundation

/// Turns a `DecodingError` into one line that names the place in the JSON and what was wrong there.
enum DecodingFailure {
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            let parts = context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
            let joined = parts.joined()
            return joined.isEmpty ? "the top level" : String(joined.drop { $0 == "." })
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "no key \"\(key.stringValue)\" at \(path(context))"
        case .typeMismatch(let type, let context):
            return "\(path(context)) is not a \(type): \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            return "\(path(context)) is null where a \(type) is needed"
        case .dataCorrupted(let context):
            return "\(path(context)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
