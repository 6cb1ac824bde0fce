extension ConditionChecker {
    /// Whether this date field and `other` fall in the same calendar `unit` (`SAMEASactivity_due@day`).
    /// Nil when either is not a date-time; two empty fields are the same.
    func sameWindow(_ other: FieldPath, _ unit: DateGranularity) -> Bool? {
        guard let otherField = ResolvedField.resolve(other, on: record, context: context) else { return nil }
        if field.isEmpty && otherField.isEmpty { return true }
        guard let lhsText = field.raw, let lhs = UTCTimestamp(parsing: lhsText),
            let rhsText = otherField.raw, let rhs = UTCTimestamp(parsing: rhsText)
        else { return nil }
        let calendarUnit = CalendarUnit(unit)
        return calendarUnit.window(containing: lhs).start == calendarUnit.window(containing: rhs).start
    }
}

extension CalendarUnit {
    /// The calendar unit a `SAMEAS` granularity names.
    init(_ unit: DateGranularity) {
        switch unit {
        case .second: self = .second
        case .minute: self = .minute
        case .hour: self = .hour
        case .day: self = .day
        case .week: self = .week
        case .month: self = .month
        case .quarter: self = .quarter
        case .year: self = .year
        }
    }
}
