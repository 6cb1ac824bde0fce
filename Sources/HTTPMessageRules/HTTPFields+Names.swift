@_exported import HTTPTypes

/// Header fields read and written by names given as text: names recorded in cassettes, sent by scripts or typed by
/// users. A name that is not an RFC 9110 token names no field, so it reads as absent.
extension HTTPFields {
    /// Fields from name-value pairs in order; repeated names (such as `Set-Cookie`) stay separate. Throws
    /// ``InvalidFieldNameError`` for the first name that is not a token, naming it.
    public init(validating pairs: some Sequence<(String, String)>) throws(InvalidFieldNameError) {
        var fields: [HTTPField] = []
        for (name, value) in pairs {
            guard let fieldName = HTTPField.Name(name) else { throw InvalidFieldNameError(name: name) }
            fields.append(HTTPField(name: fieldName, value: value))
        }
        self.init(fields)
    }

    /// Fields from name-value pairs a parser already checked, such as a NIO head's: a name that is not a token,
    /// which such a parser never yields, is left out, and so are the fields called any of `names` (lowercased).
    public init(parsed pairs: some Sequence<(name: String, value: String)>, leavingOut names: Set<String> = []) {
        var fields: [HTTPField] = []
        fields.reserveCapacity(pairs.underestimatedCount)
        for (name, value) in pairs {
            guard let fieldName = HTTPField.Name(name) else { continue }
            if !names.isEmpty, names.contains(fieldName.canonicalName) { continue }
            fields.append(HTTPField(name: fieldName, value: value))
        }
        self.init(fields)
    }

    /// The value of `name`, in any case; the values of a repeated field joined as swift-http-types joins them.
    public subscript(_ name: String) -> String? {
        guard let fieldName = HTTPField.Name(name) else { return nil }
        // Nearly every field appears once: its value is returned as it is, without the joining of a lazy sequence.
        var found: String?
        for field in self where field.name == fieldName {
            guard found == nil else { return self[fieldName] }
            found = field.value
        }
        return found
    }

    /// Every value of `name`, in order.
    public func values(_ name: String) -> [String] {
        HTTPField.Name(name).map { self[values: $0] } ?? []
    }

    /// Whether a field called `name` is present.
    public func contains(_ name: String) -> Bool {
        HTTPField.Name(name).map { contains($0) } ?? false
    }

    /// A copy without the fields called any of `names` (lowercased).
    public func removing(_ names: Set<String>) -> HTTPFields {
        guard contains(where: { names.contains($0.name.canonicalName) }) else { return self }
        return HTTPFields(filter { !names.contains($0.name.canonicalName) })
    }

    /// The fields with every value passed through `transform`.
    public func mapValues(_ transform: (HTTPField) -> String) -> HTTPFields {
        HTTPFields(map { HTTPField(name: $0.name, value: transform($0)) })
    }
}

/// A header name that is not an RFC 9110 token, such as one with a space or a colon in it.
public struct InvalidFieldNameError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name as given.
    public let name: String

    /// The error for `name`.
    public init(name: String) {
        self.name = name
    }

    public var description: String {
        "\"\(name)\" is not a valid header name: use letters, digits and !#$%&'*+-.^_`|~ only"
    }
}

extension HTTPField.Name {
    /// A name written in the code, such as `"X-Total-Count"`. Only a literal can be given, so a name that is not a
    /// token is a mistake in the code, not in input, and stops the program at once.
    public init(known name: StaticString) {
        guard let valid = HTTPField.Name(name.description) else {
            preconditionFailure("\"\(name)\" is not a header name")
        }
        self = valid
    }
}

/// The name `InvalidFieldNameError` had before every error type took the `Error` suffix.
@available(*, deprecated, renamed: "InvalidFieldNameError")
public typealias InvalidFieldName = InvalidFieldNameError
