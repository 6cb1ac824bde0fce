/// A single value in a condition: literal text, or a `javascript:` macro the platform evaluates.
public enum QueryValue: Sendable, Hashable {
    /// Text compared as written (spaces are significant).
    case literal(String)
    /// A recognised `javascript:` macro such as `gs.daysAgoStart(0)`.
    case macro(ScriptMacro)
}

/// What follows the operator in a condition.
public enum QueryOperand: Sendable, Hashable {
    /// Operators such as `ISEMPTY` take nothing.
    case none
    /// One value, for comparison and text operators (`=`, `LIKE`, `CHANGESTO`, …). An empty literal after `=` tests for empty.
    case value(QueryValue)
    /// A comma-separated list, for `IN` and `NOT IN`.
    case list([String])
    /// `BETWEENa@b`: both bounds are inclusive.
    case range(QueryValue, QueryValue)
    /// Another field of the same record, for `SAMEAS`, `GT_FIELD` and the like.
    case field(FieldPath)
    /// Another date field compared by the calendar unit that holds each date: `SAMEASactivity_due@day`.
    case fieldWithin(FieldPath, DateGranularity)
    /// `IN_HIERARCHY<hierarchy>@<start>`: the hierarchy's sys_id and the record it starts at (for
    /// `IN_HIERARCHY_DYNAMIC`, a dynamic filter option such as "Me").
    case hierarchy(hierarchy: String, start: String)
    /// A 32-character sys_id, for `DYNAMIC` (a dynamic filter option) .
    case sysID(String)
    /// A table name, for `INSTANCEOF`.
    case table(String)
    /// `ON<label>@<start>@<end>` and `NOTON…`: a labelled, inclusive window.
    case dateRange(label: String, start: QueryValue, end: QueryValue)
    /// `DATEPART<label>@javascript:gs.datePart('part','value','OP')`.
    case datePart(label: String, part: DatePartSpec)
    /// `RELATIVEGT@hour@ago@1` and the other relative operators.
    case relative(RelativeOffset)
    /// `MORETHAN<field>@<unit>@before|after@<n>` and `LESSTHAN…`: compares against another field plus an offset.
    case fieldOffset(FieldPath, RelativeOffset)
}

/// The calendar unit by which `SAMEAS` and `NSAMEAS` compare two date fields.
public enum DateGranularity: String, Sendable, Hashable, CaseIterable {
    case second, minute, hour, day, week, month, quarter, year
}

/// A unit of time used by the relative operators and duration comparisons.
public enum TimeUnit: String, Sendable, Hashable, CaseIterable {
    case second, minute, hour, dayofweek, week, month, quarter, year
}

/// Which way a relative offset points.
public enum RelativeDirection: String, Sendable, Hashable, CaseIterable {
    /// In the past, for `RELATIVE…`.
    case ago
    /// In the future, for `RELATIVE…`.
    case ahead
    /// Before the other field, for `MORETHAN` / `LESSTHAN`.
    case before
    /// After the other field, for `MORETHAN` / `LESSTHAN`.
    case after
}

/// An offset such as `@hour@ago@1`.
public struct RelativeOffset: Sendable, Hashable {
    /// The unit of the count.
    public var unit: TimeUnit
    /// The direction of the offset.
    public var direction: RelativeDirection
    /// How many units.
    public var count: Int

    /// Creates an offset.
    public init(unit: TimeUnit, direction: RelativeDirection, count: Int) {
        self.unit = unit
        self.direction = direction
        self.count = count
    }
}

/// The `gs.datePart('part','value','OP')` call inside a `DATEPART` condition.
public struct DatePartSpec: Sendable, Hashable {
    /// The part of the date compared, such as `dayofweek`, `month`, `year`, `hour`, `quarter` or `week`.
    public var part: String
    /// The value compared with, such as `monday`, `may`, `2024` or `14`.
    public var value: String
    /// The comparison: `EE`, `NE`, `GT`, `GE`, `LT` or `LE`.
    public var comparison: String

    /// Creates a date-part specification.
    public init(part: String, value: String, comparison: String) {
        self.part = part
        self.value = value
        self.comparison = comparison
    }
}

extension DatePartSpec {
    /// The comparisons `gs.datePart` accepts.
    public static let comparisons: Set<String> = ["EE", "NE", "GT", "GE", "LT", "LE"]
    /// The parts of a date `gs.datePart` can compare.
    public static let parts: Set<String> = ["dayofweek", "month", "year", "hour", "quarter", "week", "dayofmonth"]
}
