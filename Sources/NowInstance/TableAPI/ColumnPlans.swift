import JSONText
import Synchronization

/// The columns a response shows for each table's records, each resolved against the dictionary once per response
/// rather than once per record.
final class ColumnPlans: Sendable {
    /// One column of a record.
    enum Column: Sendable {
        /// A field of the record's own table.
        case own(OwnField)
        /// A dot-walked path, followed record by record.
        case dotWalk(String)
    }

    /// A field of the record's own table, shared by reference: a page renders every column of every record, and
    /// copying the definition's strings for each cost more than writing the value.
    final class OwnField: Sendable {
        let name: String
        let field: FieldDefinition
        /// `"name":`, as the member's JSON begins.
        let memberOpening: [UInt8]
        /// Whether the value is a reference, which renders as more than its text.
        let isReference: Bool

        init(_ name: String, _ field: FieldDefinition) {
            self.name = name
            self.field = field
            var output = JSONOutput(indent: nil, capacity: name.utf8.count + 3)
            output.writeString(name)
            output.append(":")
            memberOpening = output.bytes
            if case .reference = field.kind { isReference = true } else { isReference = false }
        }
    }

    private let plans = Mutex<[String: (fields: [String]?, columns: [Column])]>([:])

    /// The columns for records of `table`: the fields asked for that the table has (dot-walks kept for later), or
    /// every field of the table.
    func columns(of table: String, fields: [String]?, dictionary: TableDictionary) -> [Column] {
        if let known = plans.withLock({ $0[table] }), known.fields == fields { return known.columns }
        let columns: [Column]
        if let fields {
            columns = fields.compactMap { name in
                if name.utf8.contains(UInt8(ascii: ".")) { return .dotWalk(name) }
                return dictionary.field(name, of: table).map { .own(OwnField(name, $0)) }
            }
        } else {
            columns = dictionary.fields(of: table).map { .own(OwnField($0.name, $0)) }
        }
        plans.withLock { $0[table] = (fields, columns) }
        return columns
    }
}
