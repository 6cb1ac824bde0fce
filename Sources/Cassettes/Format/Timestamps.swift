import Foundation

/// The cassette's time formats: UTC with milliseconds, and durations in milliseconds.
enum Timestamps {
    /// UTC with milliseconds, rounded rather than truncated, so a time read back from a file prints the same.
    static func format(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let seconds = milliseconds.quotientAndRemainder(dividingBy: 1000)
        let whole = seconds.remainder < 0 ? seconds.quotient - 1 : seconds.quotient
        let fraction = seconds.remainder < 0 ? seconds.remainder + 1000 : seconds.remainder
        let text = Date(timeIntervalSince1970: TimeInterval(whole)).formatted(Date.ISO8601FormatStyle())
        let digits = String(fraction)
        return String(text.dropLast()) + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
    }

    static func parse(_ text: String) -> Date? {
        (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text))
            ?? (try? Date.ISO8601FormatStyle().parse(text))
    }

    /// Milliseconds with at most three decimals and no trailing zeros.
    static func milliseconds(_ seconds: TimeInterval) -> String {
        let micros = Int((max(seconds, 0) * 1_000_000).rounded())
        let whole = micros / 1000
        let fraction = micros % 1000
        guard fraction > 0 else { return String(whole) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(whole).\(digits)"
    }
}
