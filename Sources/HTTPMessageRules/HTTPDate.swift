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
}
