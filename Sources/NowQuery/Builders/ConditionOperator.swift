import Foundation

/// Marks operators for true/false fields.
public enum BooleanField {}
/// Marks operators for text fields.
public enum StringField {}
/// Marks operators for integer and decimal fields.
public enum NumericField {}
/// Marks operators for date-time fields.
public enum DateTimeField {}
/// Marks operators for reference fields.
public enum ReferenceField {}
/// Marks operators for choice fields.
public enum ChoiceField {}

/// An operator and its operand, typed by the kind of field it applies to, as in `.is(true)` or `.isOneOf(["1", "2"])`.
public struct ConditionOperator<Kind>: Sendable, Hashable {
    /// The encoded-query operator.
    public let op: QueryOperator
    public let operand: QueryOperand

    init(_ op: QueryOperator, _ operand: QueryOperand = .none) {
        self.op = op
        self.operand = operand
    }

    init(_ op: QueryOperator, literal: String) {
        self.init(op, .value(.literal(literal)))
    }

    /// The field has no value.
    public static var isEmpty: Self { Self(.isEmpty) }
    /// The field has a value.
    public static var isNotEmpty: Self { Self(.isNotEmpty) }
    /// Any value, empty or not.
    public static var isAnything: Self { Self(.anything) }
}

extension ConditionOperator where Kind == BooleanField {
    /// Equal to `value`.
    public static func `is`(_ value: Bool) -> Self { Self(.equals, literal: String(value)) }
    /// Not equal to `value`.
    public static func isNot(_ value: Bool) -> Self { Self(.notEquals, literal: String(value)) }
}

extension ConditionOperator where Kind == StringField {
    /// Equal to `value`.
    public static func `is`(_ value: String) -> Self { Self(.equals, literal: value) }
    /// Not equal to `value`.
    public static func isNot(_ value: String) -> Self { Self(.notEquals, literal: value) }
    /// Contains `value` (LIKE).
    public static func contains(_ value: String) -> Self { Self(.like, literal: value) }
    /// Does not contain `value` (NOT LIKE).
    public static func doesNotContain(_ value: String) -> Self { Self(.notLike, literal: value) }
    /// Starts with `value`.
    public static func startsWith(_ value: String) -> Self { Self(.startsWith, literal: value) }
    /// Ends with `value`.
    public static func endsWith(_ value: String) -> Self { Self(.endsWith, literal: value) }
    /// One of `values` (IN).
    public static func isOneOf(_ values: [String]) -> Self { Self(.isOneOf, .list(values)) }
    /// None of `values` (NOT IN).
    public static func isNotOneOf(_ values: [String]) -> Self { Self(.isNotOneOf, .list(values)) }
    /// Sorts before `value`.
    public static func lessThan(_ value: String) -> Self { Self(.lessThan, literal: value) }
    /// Sorts after `value`.
    public static func greaterThan(_ value: String) -> Self { Self(.greaterThan, literal: value) }
    /// Between `low` and `high`, inclusive.
    public static func between(_ low: String, _ high: String) -> Self {
        Self(.between, .range(.literal(low), .literal(high)))
    }
    /// Exactly the empty string (EMPTYSTRING), not NULL.
    public static var isEmptyString: Self { Self(.emptyString) }
    /// Equal to another field of the same record (SAMEAS).
    public static func isSameAs(field: String) -> Self { Self(.sameAs, .field(FieldPath(field))) }
    /// Different from another field of the same record (NSAMEAS).
    public static func isDifferentFrom(field: String) -> Self { Self(.notSameAs, .field(FieldPath(field))) }
}

extension ConditionOperator where Kind == NumericField {
    /// Equal to `value`.
    public static func `is`(_ value: Double) -> Self { Self(.equals, literal: number(value)) }
    /// Not equal to `value`.
    public static func isNot(_ value: Double) -> Self { Self(.notEquals, literal: number(value)) }
    /// Less than `value`.
    public static func lessThan(_ value: Double) -> Self { Self(.lessThan, literal: number(value)) }
    /// Greater than `value`.
    public static func greaterThan(_ value: Double) -> Self { Self(.greaterThan, literal: number(value)) }
    /// Less than or equal to `value`.
    public static func lessThanOrIs(_ value: Double) -> Self { Self(.lessThanOrEquals, literal: number(value)) }
    /// Greater than or equal to `value`.
    public static func greaterThanOrIs(_ value: Double) -> Self { Self(.greaterThanOrEquals, literal: number(value)) }
    /// Between `low` and `high`, inclusive.
    public static func between(_ low: Double, _ high: Double) -> Self {
        Self(.between, .range(.literal(number(low)), .literal(number(high))))
    }
    /// One of `values` (IN).
    public static func isOneOf(_ values: [Double]) -> Self { Self(.isOneOf, .list(values.map(number))) }
    /// None of `values` (NOT IN).
    public static func isNotOneOf(_ values: [Double]) -> Self { Self(.isNotOneOf, .list(values.map(number))) }
    /// Greater than another field of the same record (GT_FIELD).
    public static func greaterThan(field: String) -> Self { Self(.greaterThanField, .field(FieldPath(field))) }
    /// Less than another field of the same record (LT_FIELD).
    public static func lessThan(field: String) -> Self { Self(.lessThanField, .field(FieldPath(field))) }

    /// Whole numbers print without a decimal point, as the platform writes them.
    static func number(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}

extension ConditionOperator where Kind == ReferenceField {
    /// The referenced record is `value`: a sys_id, or a display value such as `Abel Tuter`.
    public static func `is`(_ value: String) -> Self { Self(.equals, literal: value) }
    /// The referenced record is not `value`.
    public static func isNot(_ value: String) -> Self { Self(.notEquals, literal: value) }
    /// One of the records `values` (sys_ids).
    public static func isOneOf(_ values: [String]) -> Self { Self(.isOneOf, .list(values)) }
    /// None of the records `values` (sys_ids).
    public static func isNotOneOf(_ values: [String]) -> Self { Self(.isNotOneOf, .list(values)) }
    /// The referenced record's display value contains `value`.
    public static func contains(_ value: String) -> Self { Self(.like, literal: value) }
    /// The referenced record's display value starts with `value`.
    public static func startsWith(_ value: String) -> Self { Self(.startsWith, literal: value) }
    /// The referenced record is the user running the query (the "Me" dynamic filter).
    public static var isMe: Self { Self(.dynamic, .sysID(QueryContext.meDynamicFilterID)) }
    /// The referenced record is chosen by the dynamic filter option `sysID`.
    public static func isDynamic(_ sysID: String) -> Self { Self(.dynamic, .sysID(sysID)) }
}

extension ConditionOperator where Kind == ChoiceField {
    /// The choice value is `value`.
    public static func `is`(_ value: String) -> Self { Self(.equals, literal: value) }
    /// The choice value is not `value`.
    public static func isNot(_ value: String) -> Self { Self(.notEquals, literal: value) }
    /// The choice value is one of `values`.
    public static func isOneOf(_ values: [String]) -> Self { Self(.isOneOf, .list(values)) }
    /// The choice value is none of `values`.
    public static func isNotOneOf(_ values: [String]) -> Self { Self(.isNotOneOf, .list(values)) }
    /// The choice value is less than `value` (numerically for numeric choices).
    public static func lessThan(_ value: String) -> Self { Self(.lessThan, literal: value) }
    /// The choice value is greater than `value` (numerically for numeric choices).
    public static func greaterThan(_ value: String) -> Self { Self(.greaterThan, literal: value) }
}
