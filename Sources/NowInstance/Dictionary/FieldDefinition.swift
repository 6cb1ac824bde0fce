import NowQuery

/// One option of a choice field.
public struct Choice: Sendable, Hashable, Codable {
    /// The stored value, such as `2`.
    public var value: String
    /// The label shown to people, such as `In Progress`.
    public var label: String

    /// Creates a choice.
    public init(_ value: String, _ label: String) {
        self.value = value
        self.label = label
    }
}

/// The kind of a field, as the platform's dictionary types it.
public enum FieldKind: Sendable, Hashable, Codable {
    case string
    case integer
    case decimal
    case boolean
    case dateTime
    /// A `glide_date`: `yyyy-MM-dd`.
    case date
    /// A reference to a record of the named table.
    case reference(String)
    /// A choice list.
    case choice([Choice])
    /// A journal (`comments`, `work_notes`): writes add `sys_journal_field` rows.
    case journal

    /// How NowQuery compares values of this kind.
    public var queryType: QueryFieldType {
        switch self {
        case .string, .journal: return .string
        case .integer: return .integer
        case .decimal: return .decimal
        case .boolean: return .boolean
        case .dateTime, .date: return .dateTime
        case .reference(let table): return .reference(table: table)
        case .choice: return .choice
        }
    }
}

/// A column in the table dictionary.
public struct FieldDefinition: Sendable, Hashable, Codable {
    /// The column name, such as `short_description`.
    public var name: String
    /// The label, such as `Short description`.
    public var label: String
    public var kind: FieldKind
    /// Whether clients may not write it (system fields).
    public var readOnly: Bool
    /// The value a new record gets when the insert does not give one, as the platform's dictionary default does.
    public var defaultValue: String?

    /// The default that stamps the time of the insert, as the platform's `opened_at` does.
    public static let nowDefault = "javascript:gs.nowDateTime()"

    /// Creates a field; the label defaults to the name in sentence case.
    public init(
        _ name: String, _ kind: FieldKind, label: String? = nil, readOnly: Bool = false, defaultValue: String? = nil
    ) {
        self.name = name
        self.kind = kind
        self.readOnly = readOnly
        self.defaultValue = defaultValue
        self.label =
            label
            ?? name.split(separator: "_").enumerated().map { index, word in
                index == 0 ? word.prefix(1).uppercased() + word.dropFirst() : String(word)
            }.joined(separator: " ")
    }

    /// The label of a choice value, or the value itself.
    public func choiceLabel(_ value: String) -> String {
        guard case .choice(let choices) = kind else { return value }
        return choices.first { $0.value == value }?.label ?? value
    }
}

/// A table in the dictionary: its own fields, what it extends, and how its records are named and numbered.
public struct TableDefinition: Sendable, Hashable, Codable {
    /// The table name, such as `incident`.
    public var name: String
    /// The label, such as `Incident`.
    public var label: String
    /// The table it extends, such as `task`.
    public var parent: String?
    /// The fields this table adds to its parent's.
    public var fields: [FieldDefinition]
    /// The field whose value names a record (`number`, `name`).
    public var displayField: String
    /// The prefix of generated numbers (`INC`), when the table is numbered.
    public var numberPrefix: String?
    /// The number the table's numbering starts after (`sys_number.number`); 10,000 when nil.
    public var numberStart: Int?
    /// How many digits a number has after its prefix (`sys_number.maximum_digits`); 7 when nil.
    public var numberDigits: Int?

    /// Creates a table.
    public init(
        _ name: String, label: String, parent: String? = nil, displayField: String, numberPrefix: String? = nil,
        numberStart: Int? = nil, numberDigits: Int? = nil, fields: [FieldDefinition]
    ) {
        self.name = name
        self.label = label
        self.parent = parent
        self.fields = fields
        self.displayField = displayField
        self.numberPrefix = numberPrefix
        self.numberStart = numberStart
        self.numberDigits = numberDigits
    }
}
