import Foundation

/// A `javascript:gs.*` date macro that takes a count, for `.atOrAfter(0, .daysAgoStart)` and its kin.
public enum RelativeDate: String, Sendable, Hashable, CaseIterable {
    case minutesAgo, minutesAgoStart, minutesAgoEnd
    case hoursAgo, hoursAgoStart, hoursAgoEnd
    case daysAgo, daysAgoStart, daysAgoEnd
    case monthsAgo, monthsAgoStart, monthsAgoEnd
    case quartersAgo, quartersAgoStart, quartersAgoEnd
    case yearsAgo, yearsAgoStart, yearsAgoEnd

    func value(_ count: Int) -> QueryValue { .macro(ScriptMacro("gs." + rawValue, [.integer(count)])) }
}

extension ConditionOperator where Kind == DateTimeField {
    /// Before `date`.
    public static func before(_ date: Date) -> Self { Self(.lessThan, stamp(date)) }
    /// After `date`.
    public static func after(_ date: Date) -> Self { Self(.greaterThan, stamp(date)) }
    /// At or before `date`.
    public static func atOrBefore(_ date: Date) -> Self { Self(.lessThanOrEquals, stamp(date)) }
    /// At or after `date`.
    public static func atOrAfter(_ date: Date) -> Self { Self(.greaterThanOrEquals, stamp(date)) }
    /// Before the moment a macro names, such as `.before(7, .daysAgoStart)`.
    public static func before(_ count: Int, _ macro: RelativeDate) -> Self {
        Self(.lessThan, .value(macro.value(count)))
    }
    /// After the moment a macro names.
    public static func after(_ count: Int, _ macro: RelativeDate) -> Self {
        Self(.greaterThan, .value(macro.value(count)))
    }
    /// At or before the moment a macro names.
    public static func atOrBefore(_ count: Int, _ macro: RelativeDate) -> Self {
        Self(.lessThanOrEquals, .value(macro.value(count)))
    }
    /// At or after the moment a macro names: `.atOrAfter(0, .daysAgoStart)` is today or later.
    public static func atOrAfter(_ count: Int, _ macro: RelativeDate) -> Self {
        Self(.greaterThanOrEquals, .value(macro.value(count)))
    }
    /// Between two instants, inclusive.
    public static func between(_ start: Date, _ end: Date) -> Self {
        Self(
            .between,
            .range(.literal(UTCTimestamp(date: start).description), .literal(UTCTimestamp(date: end).description)))
    }
    /// On the UTC day of `date`.
    public static func on(_ date: Date) -> Self { day(.on, date) }
    /// Not on the UTC day of `date`.
    public static func notOn(_ date: Date) -> Self { day(.notOn, date) }
    /// Today, as the platform's condition builder writes it.
    public static var isToday: Self {
        Self(
            .on,
            .dateRange(
                label: "Today", start: .macro(ScriptMacro("gs.beginningOfToday")),
                end: .macro(ScriptMacro("gs.endOfToday"))))
    }
    /// Relative to now: `.relative(.after, 1, .hour, .ago)` is `RELATIVEGT@hour@ago@1`.
    public static func relative(
        _ comparison: RelativeComparison, _ count: Int, _ unit: TimeUnit, _ direction: RelativeDirection
    ) -> Self {
        Self(comparison.queryOperator, .relative(RelativeOffset(unit: unit, direction: direction, count: count)))
    }

    private static func stamp(_ date: Date) -> QueryOperand { .value(.literal(UTCTimestamp(date: date).description)) }

    private static func day(_ op: QueryOperator, _ date: Date) -> Self {
        let text = UTCTimestamp(date: date).dateText
        let start = ScriptMacro("gs.dateGenerate", [.string(text), .string("start")])
        let end = ScriptMacro("gs.dateGenerate", [.string(text), .string("end")])
        return Self(op, .dateRange(label: text, start: .macro(start), end: .macro(end)))
    }
}

/// How a relative date condition compares with its pivot.
public enum RelativeComparison: Sendable, Hashable {
    case after, before, atOrAfter, atOrBefore, on

    var queryOperator: QueryOperator {
        switch self {
        case .after: return .relativeAfter
        case .before: return .relativeBefore
        case .atOrAfter: return .relativeAtOrAfter
        case .atOrBefore: return .relativeAtOrBefore
        case .on: return .relativeOn
        }
    }
}
