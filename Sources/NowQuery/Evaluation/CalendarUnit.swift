/// Calendar units used by date macros and relative operators. Weeks start on Monday; all arithmetic is in UTC.
enum CalendarUnit {
    case second, minute, hour, day, week, month, quarter, year

    init(_ unit: TimeUnit) {
        switch unit {
        case .second: self = .second
        case .minute: self = .minute
        case .hour: self = .hour
        case .dayofweek: self = .day
        case .week: self = .week
        case .month: self = .month
        case .quarter: self = .quarter
        case .year: self = .year
        }
    }

    /// `timestamp` moved by `count` of this unit (negative moves into the past).
    func move(_ timestamp: UTCTimestamp, by count: Int) -> UTCTimestamp {
        switch self {
        case .second: return timestamp.adding(seconds: count)
        case .minute: return timestamp.adding(seconds: count * 60)
        case .hour: return timestamp.adding(seconds: count * 3_600)
        case .day: return timestamp.adding(seconds: count * 86_400)
        case .week: return timestamp.adding(seconds: count * 604_800)
        case .month: return timestamp.addingMonths(count)
        case .quarter: return timestamp.addingMonths(count * 3)
        case .year: return timestamp.addingMonths(count * 12)
        }
    }

    /// The first and last second of the unit that holds `timestamp`.
    func window(containing timestamp: UTCTimestamp) -> (start: UTCTimestamp, end: UTCTimestamp) {
        let c = timestamp.components
        let start: UTCTimestamp
        switch self {
        case .second: start = timestamp
        case .minute: start = UTCTimestamp(year: c.year, month: c.month, day: c.day, hour: c.hour, minute: c.minute)
        case .hour: start = UTCTimestamp(year: c.year, month: c.month, day: c.day, hour: c.hour)
        case .day: start = timestamp.startOfDay
        case .week: start = timestamp.startOfDay.adding(seconds: -(timestamp.isoWeekday - 1) * 86_400)
        case .month: start = UTCTimestamp(year: c.year, month: c.month, day: 1)
        case .quarter: start = UTCTimestamp(year: c.year, month: (c.month - 1) / 3 * 3 + 1, day: 1)
        case .year: start = UTCTimestamp(year: c.year, month: 1, day: 1)
        }
        return (start, move(start, by: 1).adding(seconds: -1))
    }
}
