/// A point in time in whole seconds, read and written in the platform's UTC format `yyyy-MM-dd HH:mm:ss`.
///
/// Calendar arithmetic is done here, in the proleptic Gregorian calendar, so that evaluation never depends
/// on the machine's time zone or locale.
public struct UTCTimestamp: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Seconds since 1970-01-01 00:00:00 UTC.
    public var secondsSince1970: Int

    /// Creates a timestamp from seconds since the epoch.
    public init(secondsSince1970: Int) {
        self.secondsSince1970 = secondsSince1970
    }

    /// Creates a timestamp from calendar fields; months and days out of range roll over.
    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        let monthIndex = month - 1
        let normalizedYear = year + Int((Double(monthIndex) / 12).rounded(.down))
        let normalizedMonth = ((monthIndex % 12) + 12) % 12 + 1
        let days = Self.daysFromCivil(year: normalizedYear, month: normalizedMonth, day: 1) + (day - 1)
        self.secondsSince1970 = days * 86_400 + hour * 3_600 + minute * 60 + second
    }

    /// Parses `yyyy-MM-dd HH:mm:ss`, `yyyy-MM-ddTHH:mm:ss` or `yyyy-MM-dd`; nil for anything else.
    public init?(parsing text: some StringProtocol) {
        let digits = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= digits.count else { return nil }
            var value = 0
            for byte in digits[range] {
                guard byte >= 48 && byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard digits.count == 10 || digits.count == 19, digits[4] == 45, digits[7] == 45,
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            (1...12).contains(month), (1...Self.daysIn(year: year, month: month)).contains(day)
        else { return nil }
        var hour = 0
        var minute = 0
        var second = 0
        if digits.count == 19 {
            guard digits[10] == 32 || digits[10] == 84, digits[13] == 58, digits[16] == 58,
                let h = number(11..<13), let m = number(14..<16), let s = number(17..<19), h < 24, m < 60, s < 60
            else { return nil }
            (hour, minute, second) = (h, m, s)
        }
        self.init(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    }

    /// The calendar fields of this timestamp.
    public var components: (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        let days = Int((Double(secondsSince1970) / 86_400).rounded(.down))
        let secondOfDay = secondsSince1970 - days * 86_400
        let (year, month, day) = Self.civilFromDays(days)
        return (year, month, day, secondOfDay / 3_600, secondOfDay % 3_600 / 60, secondOfDay % 60)
    }

    /// The platform's text form, `yyyy-MM-dd HH:mm:ss`.
    ///
    /// Written digit by digit into the string's own storage: every stored record carries several of these, and
    /// building one from interpolated pieces cost a twentieth of a large seed's time.
    public var description: String {
        let c = components
        guard (0...9_999).contains(c.year) else { return interpolatedDescription }
        return String(unsafeUninitializedCapacity: 19) { bytes in
            func put(_ value: Int, digits: Int, at start: Int) {
                var rest = value
                for index in stride(from: start + digits - 1, through: start, by: -1) {
                    bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
            }
            put(c.year, digits: 4, at: 0)
            bytes[4] = UInt8(ascii: "-")
            put(c.month, digits: 2, at: 5)
            bytes[7] = UInt8(ascii: "-")
            put(c.day, digits: 2, at: 8)
            bytes[10] = UInt8(ascii: " ")
            put(c.hour, digits: 2, at: 11)
            bytes[13] = UInt8(ascii: ":")
            put(c.minute, digits: 2, at: 14)
            bytes[16] = UInt8(ascii: ":")
            put(c.second, digits: 2, at: 17)
            return 19
        }
    }

    /// ``description`` built from padded pieces, for years outside 0 to 9999, whose width varies.
    private var interpolatedDescription: String {
        let c = components
        return "\(pad(c.year, 4))-\(pad(c.month))-\(pad(c.day)) \(pad(c.hour)):\(pad(c.minute)):\(pad(c.second))"
    }

    /// The date part only, `yyyy-MM-dd`.
    public var dateText: String {
        let c = components
        return "\(pad(c.year, 4))-\(pad(c.month))-\(pad(c.day))"
    }

    /// Day of the week, 1 for Monday through 7 for Sunday.
    public var isoWeekday: Int {
        let days = Int((Double(secondsSince1970) / 86_400).rounded(.down))
        return ((days + 3) % 7 + 7) % 7 + 1
    }

    /// Midnight at the start of this day.
    public var startOfDay: UTCTimestamp {
        let c = components
        return UTCTimestamp(year: c.year, month: c.month, day: c.day)
    }

    /// This timestamp moved by whole calendar months, with the day clamped to the target month's length.
    public func addingMonths(_ months: Int) -> UTCTimestamp {
        let c = components
        let target = UTCTimestamp(year: c.year, month: c.month + months, day: 1).components
        let day = min(c.day, Self.daysIn(year: target.year, month: target.month))
        return UTCTimestamp(
            year: target.year, month: target.month, day: day, hour: c.hour, minute: c.minute, second: c.second)
    }

    /// This timestamp moved by `seconds`.
    public func adding(seconds: Int) -> UTCTimestamp {
        UTCTimestamp(secondsSince1970: secondsSince1970 + seconds)
    }

    public static func < (lhs: UTCTimestamp, rhs: UTCTimestamp) -> Bool {
        lhs.secondsSince1970 < rhs.secondsSince1970
    }

    static func daysIn(year: Int, month: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    // Howard Hinnant's days_from_civil and civil_from_days algorithms.
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    static func civilFromDays(_ days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

private func pad(_ value: Int, _ width: Int = 2) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, width - text.count)) + text
}
