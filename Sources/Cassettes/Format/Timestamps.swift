import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The cassette's time formats: UTC with milliseconds, and durations in milliseconds.
enum Timestamps {
    /// UTC with milliseconds, rounded rather than truncated, so a time read back from a file prints the same.
    static func format(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let seconds = milliseconds.quotientAndRemainder(dividingBy: 1000)
        let whole = seconds.remainder < 0 ? seconds.quotient - 1 : seconds.quotient
        let fraction = seconds.remainder < 0 ? seconds.remainder + 1000 : seconds.remainder
        var time = time_t(whole)
        var parts = tm()
        gmtime_r(&time, &parts)
        let year = Int(parts.tm_year) + 1900
        guard (0...9999).contains(year) else { return formatAnyYear(parts, fraction: Int32(fraction)) }
        // Written digit by digit into 24 bytes: this runs for every recorded interaction.
        var bytes = [UInt8](repeating: 0, count: 24)
        func put(_ value: Int, width: Int, at offset: Int) {
            var rest = value
            for position in stride(from: offset + width - 1, through: offset, by: -1) {
                bytes[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
        }
        put(year, width: 4, at: 0)
        put(Int(parts.tm_mon) + 1, width: 2, at: 5)
        put(Int(parts.tm_mday), width: 2, at: 8)
        put(Int(parts.tm_hour), width: 2, at: 11)
        put(Int(parts.tm_min), width: 2, at: 14)
        put(Int(parts.tm_sec), width: 2, at: 17)
        put(Int(fraction), width: 3, at: 20)
        let separators: [(Int, UInt8)] = [
            (4, UInt8(ascii: "-")), (7, UInt8(ascii: "-")), (10, UInt8(ascii: "T")), (13, UInt8(ascii: ":")),
            (16, UInt8(ascii: ":")), (19, UInt8(ascii: ".")), (23, UInt8(ascii: "Z")),
        ]
        for (offset, separator) in separators { bytes[offset] = separator }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The same for a year outside 0–9999, which only a damaged file holds.
    private static func formatAnyYear(_ parts: tm, fraction: Int32) -> String {
        func padded(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(width - digits.count, 0)) + digits
        }
        return padded(parts.tm_year + 1900, 4) + "-" + padded(parts.tm_mon + 1, 2) + "-" + padded(parts.tm_mday, 2)
            + "T" + padded(parts.tm_hour, 2) + ":" + padded(parts.tm_min, 2) + ":" + padded(parts.tm_sec, 2) + "."
            + padded(fraction, 3) + "Z"
    }

    static func parse(_ text: String) -> Date? {
        (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text))
            ?? (try? Date.ISO8601FormatStyle().parse(text))
    }

    /// The longest duration a cassette or HAR may record: 2^31 - 1 milliseconds, about 24.8 days. Anything longer
    /// is a damaged file, and would overflow the arithmetic that formats and replays it.
    static let maximumMilliseconds = Double(Int32.max)

    /// A recorded duration in seconds, from its text in milliseconds; nil when it is not a number from 0 to
    /// ``maximumMilliseconds``.
    static func duration(milliseconds text: String) -> TimeInterval? {
        guard let value = Double(text), value.isFinite, value >= 0, value <= maximumMilliseconds else { return nil }
        return value / 1000
    }

    /// Milliseconds with at most three decimals and no trailing zeros; durations outside 0 to
    /// ``maximumMilliseconds`` are written at the nearest end.
    static func milliseconds(_ seconds: TimeInterval) -> String {
        let clamped = seconds.isNaN ? 0 : min(max(seconds, 0), maximumMilliseconds / 1000)
        let micros = Int((clamped * 1_000_000).rounded())
        let whole = micros / 1000
        let fraction = micros % 1000
        guard fraction > 0 else { return String(whole) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(whole).\(digits)"
    }
}
