import Foundation

/// The cassette's time formats: UTC with milliseconds, and durations in milliseconds.
enum Timestamps {
    static func format(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
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
