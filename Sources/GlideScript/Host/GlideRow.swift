import JSONText

/// One row of a script's query, as the host holds it until the script reads its fields.
///
/// A row is either its values, or the record's JSON object as the store keeps it. A stored row is read member by
/// member when the script asks for a field: a script that reads five fields of three hundred wide records decodes
/// those five fields, not every field of every record. An object whose member names are escaped or out of order is
/// decoded whole once instead, so every row answers as full decoding would.
public struct GlideRow: Sendable {
    private enum Storage: Sendable {
        case values([String: String])
        case stored(text: String, spans: JSONMemberSpans)
    }

    private let storage: Storage
    /// The class of a stored row whose object names none.
    private let unnamedClass: String

    /// A row of `values`.
    public init(_ values: [String: String]) {
        storage = .values(values)
        unnamedClass = ""
    }

    /// A row read from `storedJSON`, a record's JSON object with one member per field, whose class is
    /// `classWhenUnnamed` when the object has no `sys_class_name` member. Throws `JSONParseError` when `storedJSON` is
    /// not a JSON object.
    public init(storedJSON: String, classWhenUnnamed: String) throws {
        unnamedClass = classWhenUnnamed
        var text = storedJSON
        let spans = text.withUTF8 { bytes in try? JSONParser.memberSpans(bytes) }
        if let spans, spans.namesInOrder {
            storage = .stored(text: text, spans: spans)
        } else {
            var values = try JSONParser.parseTextMembers(text)
            if values["sys_class_name"] == nil { values["sys_class_name"] = classWhenUnnamed }
            storage = .values(values)
        }
    }

    /// The text of `field`, or nil when the row has none.
    public func value(_ field: String) -> String? {
        switch storage {
        case .values(let values):
            return values[field]
        case .stored(let text, let spans):
            var name = field
            let found = name.withUTF8 { name in
                text.utf8.withContiguousStorageIfAvailable { bytes in
                    spans.member(named: name, in: bytes).flatMap { JSONMemberSpans.text(of: $0, in: bytes) }
                }
            }
            // A native string always lends its bytes; any other is read as full decoding reads it.
            guard let found else { return values[field] }
            return found ?? (field == "sys_class_name" ? unnamedClass : nil)
        }
    }

    /// Every field's text.
    public var values: [String: String] {
        switch storage {
        case .values(let values):
            return values
        case .stored(let text, _):
            var values = (try? JSONParser.parseTextMembers(text)) ?? [:]
            if values["sys_class_name"] == nil { values["sys_class_name"] = unnamedClass }
            return values
        }
    }

    /// About how many bytes the row keeps: its text and the place of each member.
    var heldBytes: Int {
        switch storage {
        case .values(let values):
            return values.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count + 16 }
        case .stored(let text, let spans):
            return text.utf8.count + spans.members.count * MemoryLayout<JSONMemberSpans.Member>.stride
        }
    }
}
