import Foundation

/// HTTP's date format, IMF-fixdate (RFC 9110, section 5.6.7), as servers send it in `Date`, such as
/// `Sun, 06 Nov 1994 08:49:37 GMT`.
public enum HTTPDate {
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The Gregorian calendar in GMT, made once: every in-process answer is dated.
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT") ?? calendar.timeZone
        return calendar
    }()

    /// `date` in IMF-fixdate, to the second.
    public static func string(from date: Date) -> String {
        written(date, separator: " ")
    }

    /// `date` as cookies' `Expires` attribute is commonly written, with dashes in the date:
    /// `Thu, 01-Jan-1970 00:00:10 GMT`.
    public static func cookieString(from date: Date) -> String {
        written(date, separator: "-")
    }

    private static func written(_ date: Date, separator: String) -> String {
        let parts = calendar.dateComponents([.weekday, .day, .month, .year, .hour, .minute, .second], from: date)
        func twoDigits(_ value: Int?) -> String {
            let value = value ?? 0
            return value < 10 ? "0\(value)" : "\(value)"
        }
        let weekday = weekdays[((parts.weekday ?? 1) - 1 + 7) % 7]
        let month = months[((parts.month ?? 1) - 1 + 12) % 12]
        let year = String(parts.year ?? 1970)
        let time = "\(twoDigits(parts.hour)):\(twoDigits(parts.minute)):\(twoDigits(parts.second))"
        return "\(weekday), \(twoDigits(parts.day))\(separator)\(month)\(separator)\(year) \(time) GMT"
    }

    /// The moment an IMF-fixdate names (`Sun, 06 Nov 1994 08:49:37 GMT`); nil for any other text.
    public static func parse(_ text: String) -> Date? {
        let words = text.split(separator: " ")
        guard words.count == 6, words[5] == "GMT", let day = Int(words[1]),
            let month = months.firstIndex(of: String(words[2])), let year = Int(words[3])
        else { return nil }
        let time = words[4].split(separator: ":").compactMap { Int($0) }
        guard time.count == 3, (1...31).contains(day), (0...23).contains(time[0]), (0...59).contains(time[1]),
            (0...60).contains(time[2])
        else { return nil }
        let parts = DateComponents(
            year: year, month: month + 1, day: day, hour: time[0], minute: time[1], second: time[2])
        return calendar.date(from: parts)
    }
}
