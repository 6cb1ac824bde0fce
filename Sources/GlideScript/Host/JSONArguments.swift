import Foundation
import JSONText

/// Reads the JSON arguments of a host call, with errors that name the call.
struct JSONArguments {
    let operation: String
    let object: [String: Any]

    init(operation: String, data: Data) throws {
        self.operation = operation
        let parsed = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        object = parsed as? [String: Any] ?? [:]
    }

    func string(_ key: String) throws -> String {
        guard let value = object[key] else { throw GlideCallError("\(operation): missing argument \"\(key)\"") }
        return Self.text(value)
    }

    func optionalString(_ key: String) -> String? { object[key].map(Self.text) }

    func bool(_ key: String) -> Bool { (object[key] as? Bool) ?? ((object[key] as? NSNumber)?.boolValue ?? false) }

    func int(_ key: String) -> Int { (object[key] as? NSNumber)?.intValue ?? 0 }

    func values(_ key: String) -> [String: String] {
        (object[key] as? [String: Any] ?? [:]).mapValues(Self.text)
    }

    private static func text(_ value: Any) -> String {
        switch value {
        case let string as String: return string
        case is NSNull: return ""
        case let number as NSNumber: return number.stringValue
        default: return String(describing: value)
        }
    }
}

/// A host call the script made wrongly; it becomes a JavaScript `Error` with this message.
struct GlideCallError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

enum JSONAnswer {
    static func encode(_ value: Any) throws -> Data {
        try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
    }
}

extension JSONValue {
    /// An object of string members, keys sorted.
    static func strings(_ values: [String: String]) -> JSONValue {
        .object(values.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
    }
}
