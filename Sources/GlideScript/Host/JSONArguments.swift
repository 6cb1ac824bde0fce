import Foundation
import JSONText

/// Reads the JSON arguments of a host call, with errors that name the call.
struct JSONArguments {
    let operation: String
    /// The arguments object; anything else the script sent reads as no arguments.
    let object: JSONValue

    init(operation: String, data: Data) {
        self.operation = operation
        object = (try? JSONParser.parse(data)).flatMap { $0.objectValue == nil ? nil : $0 } ?? .object([])
    }

    func string(_ key: String) throws -> String {
        guard let value = object[key] else { throw GlideCallError("\(operation): missing argument \"\(key)\"") }
        return Self.text(value)
    }

    func optionalString(_ key: String) -> String? { object[key].map(Self.text) }

    /// A flag: `true`, or a number other than zero.
    func bool(_ key: String) -> Bool {
        switch object[key] {
        case .bool(let flag)?: return flag
        case .number(let text)?: return (Double(text) ?? 0) != 0
        default: return false
        }
    }

    /// A whole number, truncated toward zero; 0 when absent or not a number.
    func int(_ key: String) -> Int {
        guard let number = object[key]?.doubleValue, number.isFinite, abs(number) < 1e18 else { return 0 }
        return Int(number)
    }

    func values(_ key: String) -> [String: String] {
        var values: [String: String] = [:]
        for (name, value) in object[key]?.objectValue ?? [] { values[name] = Self.text(value) }
        return values
    }

    /// A value as field text: strings as they are, numbers as written, booleans as `true`/`false`, null as empty,
    /// arrays and objects as compact JSON.
    static func text(_ value: JSONValue) -> String {
        switch value {
        case .null: return ""
        case .string, .number, .bool: return value.text ?? ""
        case .array, .object: return value.compactText
        }
    }

    /// ``text(_:)`` of a value that may be absent: empty when it is.
    static func text(_ value: JSONValue?) -> String { value.map(text) ?? "" }
}

/// A host call the script made wrongly; it becomes a JavaScript `Error` with this message.
struct GlideCallError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
