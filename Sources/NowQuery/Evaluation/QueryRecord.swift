/// The type of a field, which decides how the evaluator compares and sorts its values.
public enum QueryFieldType: Sendable, Hashable {
    /// Text; compared without regard to case, as the platform's database does.
    case string
    /// Whole numbers.
    case integer
    /// Decimal numbers.
    case decimal
    /// `true` / `false`.
    case boolean
    /// UTC date-times written `yyyy-MM-dd HH:mm:ss`.
    case dateTime
    /// A reference to a record in `table`; holds that record's sys_id.
    case reference(table: String)
    /// A choice list value; compared by value, numerically when both sides are numbers.
    case choice
}

/// A record the evaluator can test: field values as the platform stores them, and each field's type.
public protocol QueryRecord: Sendable {
    /// The stored value of `field`, or nil when the field is empty (NULL).
    func value(of field: String) -> String?
    /// The type of `field`, or nil when the record's table has no such field.
    func fieldType(of field: String) -> QueryFieldType?
    /// The record's own display value (for a user, the name), used when a reference to it is compared by name.
    var displayValue: String? { get }
    /// The field values a `123TEXTQUERY321=` keyword search looks in, one per field.
    var searchableValues: [String] { get }
    /// The value `field` had before the change being evaluated, for `VALCHANGES`, `CHANGESFROM` and `CHANGESTO`.
    func previousValue(of field: String) -> String?
}

extension QueryRecord {
    /// Records outside a change have no previous values.
    public func previousValue(of field: String) -> String? { nil }
}

/// A simple `QueryRecord` over a dictionary of values and a dictionary of field types.
public struct DictionaryRecord: QueryRecord, Hashable {
    /// The stored values by field name.
    public var values: [String: String]
    /// The field types by field name; fields missing here are unknown to the table.
    public var types: [String: QueryFieldType]
    /// The field whose value is the record's display value, such as `name` or `number`.
    public var displayField: String?
    /// Values before the change being evaluated, if any.
    public var previousValues: [String: String]?

    /// Creates a record.
    public init(
        values: [String: String], types: [String: QueryFieldType], displayField: String? = nil,
        previousValues: [String: String]? = nil
    ) {
        self.values = values
        self.types = types
        self.displayField = displayField
        self.previousValues = previousValues
    }

    public func value(of field: String) -> String? { values[field] }
    public func fieldType(of field: String) -> QueryFieldType? { types[field] }
    public var displayValue: String? { displayField.flatMap { values[$0] } }

    /// The values of its text and choice fields.
    public var searchableValues: [String] {
        types.keys.sorted().compactMap { name -> String? in
            guard let type = types[name], type == .string || type == .choice else { return nil }
            return values[name]
        }
    }

    public func previousValue(of field: String) -> String? {
        guard let previousValues else { return nil }
        return previousValues[field] ?? ""
    }
}
