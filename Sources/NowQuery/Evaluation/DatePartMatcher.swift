/// Compares one part of a date (`gs.datePart('dayofweek','monday','EE')`) with a value.
struct DatePartMatcher {
    let spec: DatePartSpec

    private static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    private static let months = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december",
    ]

    func matches(_ time: UTCTimestamp) -> Bool {
        guard let expected = expectedNumber else { return false }
        let actual = part(of: time)
        switch spec.comparison {
        case "EE": return actual == expected
        case "NE": return actual != expected
        case "GT": return actual > expected
        case "GE": return actual >= expected
        case "LT": return actual < expected
        case "LE": return actual <= expected
        default: return false
        }
    }

    /// The value as a number: names of weekdays and months (full or three letters) count from 1.
    private var expectedNumber: Int? {
        let value = spec.value.asciiLowercased
        if let number = Int(value) { return number }
        let names = spec.part == "dayofweek" ? Self.weekdays : (spec.part == "month" ? Self.months : [])
        return names.firstIndex { $0 == value || $0.prefix(3) == value }.map { $0 + 1 }
    }

    private func part(of time: UTCTimestamp) -> Int {
        let c = time.components
        switch spec.part {
        case "dayofweek": return time.isoWeekday
        case "month": return c.month
        case "year": return c.year
        case "hour": return c.hour
        case "quarter": return (c.month - 1) / 3 + 1
        case "dayofmonth": return c.day
        default:
            let dayOfYear =
                (time.startOfDay.secondsSince1970
                    - UTCTimestamp(year: c.year, month: 1, day: 1)
                    .secondsSince1970) / 86_400
            return dayOfYear / 7 + 1
        }
    }
}
