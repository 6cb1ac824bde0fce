import Foundation
import NowClient

/// How a call backs off and tries again while the instance refuses it for now, as a well-behaved client does on
/// 429: it waits as long as `Retry-After` says (seconds, or an HTTP date read against the response's `Date`), or
/// without one `fallbackWait` seconds doubled at each retry.
///
/// ```swift
/// Call("Count, backing off when limited", .stats("incident", count: true))
///     .retrying(RetryPolicy(attempts: 3))
/// ```
/// The wait is the target's: on the embedded instance its clock moves on at once, replay does not wait, and a live
/// instance is waited for.
public struct RetryPolicy: Sendable, Hashable {
    /// How many times the request is sent at most, the first included.
    public var attempts: Int
    /// The statuses that mean "not now": 429 by default.
    public var statuses: Set<Int>
    /// The longest wait accepted, in seconds; a longer `Retry-After` fails the step instead of stalling the run.
    public var maximumWait: Double
    /// The first wait when the answer has no usable `Retry-After`, in seconds; it doubles at each retry.
    public var fallbackWait: Double

    /// A policy; the defaults send up to 3 times, on 429, waiting at most a minute.
    public init(attempts: Int = 3, statuses: Set<Int> = [429], maximumWait: Double = 60, fallbackWait: Double = 1) {
        self.attempts = max(1, attempts)
        self.statuses = statuses
        self.maximumWait = max(0, maximumWait)
        self.fallbackWait = max(0, fallbackWait)
    }

    /// Up to 3 tries on 429, as `Retry-After` says.
    public static let tooManyRequests = RetryPolicy()

    /// Whether `response` asks for another try.
    func refuses(_ response: NowHTTPResponse) -> Bool { statuses.contains(response.status) }

    /// How long to wait before retry number `retry` (1 for the first) after `response`; a wait over
    /// ``maximumWait`` throws.
    public func wait(after response: NowHTTPResponse, retry: Int) throws(ScenarioError) -> Double {
        let asked = Self.retryAfter(response)
        let seconds = asked ?? fallbackWait * pow(2, Double(max(0, retry - 1)))
        guard seconds <= maximumWait else {
            throw ScenarioError(
                "The answer \(response.status) asks to wait \(Int(seconds.rounded(.up))) seconds, more than the "
                    + "retry policy's maximumWait of \(Int(maximumWait)) seconds. Raise maximumWait, or shorten the "
                    + "instance's rate limit window (a scenario's limits: rateLimitWindow).")
        }
        return seconds
    }

    /// `Retry-After` in seconds: a number of seconds, or an HTTP date measured from the response's `Date` header.
    static func retryAfter(_ response: NowHTTPResponse) -> Double? {
        guard let value = response.headers[.retryAfter]?.trimmingCharacters(in: .whitespaces) else { return nil }
        if let seconds = Double(value), seconds >= 0, seconds.isFinite { return seconds }
        guard let until = httpDate(value) else { return nil }
        let now = response.headers[.date].flatMap(httpDate) ?? Date()
        return max(0, until.timeIntervalSince(now))
    }

    private static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text)
    }
}
