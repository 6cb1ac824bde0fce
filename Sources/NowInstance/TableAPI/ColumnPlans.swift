import JSONText
import Synchronization

/// The columns responses show for each table's records, each resolved against the dictionary once, not once per
/// record or per response.
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
        /// Whether it is a journal, which renders empty.
        let isJournal: Bool

        init(_ name: String, _ field: FieldDefinition) {
            self.name = name
            self.field = field
            var output = JSONOutput(indent: nil, capacity: name.utf8.count + 3)
            output.writeString(name)
            output.append(":")
            memberOpening = output.bytes
            if case .reference = field.kind { isReference = true } else { isReference = false }
            if case .journal = field.kind { isJournal = true } else { isJournal = false }
        }
    }

    /// A table's columns for one field list, worked out once for every response that asks for them.
    final class Plan: Sendable {
        let columns: [Column]
        /// Each own column's position and name, in byte order, to merge with a stored record's sorted members.
        let sortedNames: [(position: Int, name: [UInt8])]

        init(_ columns: [Column]) {
            self.columns = columns
            sortedNames = columns.enumerated().compactMap { position, column in
                guard case .own(let own) = column else { return nil }
                return (position, Array(own.name.utf8))
            }.sorted { $0.name.lexicographicallyPrecedes($1.name) }
        }
    }

    private struct Key: Hashable {
        let table: String
        let fields: [String]?
    }

    /// How many plans are kept; past this, or when the dictionary changes, they are worked out again.
    static let capacity = 256
    private let plans = Mutex<(revision: Int, byKey: [Key: Plan])>((revision: -1, byKey: [:]))

    /// The columns for records of `table`: the fields asked for that the table has (dot-walks kept for later), or
    /// every field of the table.
    func columns(of table: String, fields: [String]?, dictionary: TableDictionary) -> [Column] {
        plan(of: table, fields: fields, dictionary: dictionary).columns
    }

    /// The plan for records of `table` showing `fields` (every field when nil).
    func plan(of table: String, fields: [String]?, dictionary: TableDictionary) -> Plan {
        let key = Key(table: table, fields: fields)
        if let known = plans.withLock({ $0.revision == dictionary.revision ? $0.byKey[key] : nil }) { return known }
        let columns: [Column]
        if let fields {
            columns = fields.compactMap { name in
                if name.utf8.contains(UInt8(ascii: ".")) { return .dotWalk(name) }
                return dictionary.field(name, of: table).map { .own(OwnField(name, $0)) }
            }
        } else {
            columns = dictionary.fields(of: table).map { .own(OwnField($0.name, $0)) }
        }
        let plan = Plan(columns)
        plans.withLock { plans in
            if plans.revision != dictionary.revision || plans.byKey.count >= Self.capacity {
                plans = (dictionary.revision, [:])
            }
            plans.byKey[key] = plan
        }
        return plan
    }
}
