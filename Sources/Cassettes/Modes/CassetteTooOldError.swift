import Foundation

/// A cassette older than its allowed age: re-record it on purpose instead of trusting stale traffic.
public struct CassetteTooOldError: Error, CustomStringConvertible {
    public let path: String
    public let recordedAt: Date
    public let maximumAge: TimeInterval

    public var description: String {
        let days = Int(Date().timeIntervalSince(recordedAt) / 86_400)
        return "\(path) was recorded \(days) days ago, more than the allowed \(Int(maximumAge / 86_400)) days. "
            + "Re-record it with --mode record against the instance, or raise --max-age."
    }

    /// Throws when the cassette at `path`, recorded at `recordedAt`, is older than `maximumAge`.
    public static func check(path: String, recordedAt: Date?, maximumAge: TimeInterval?, now: Date = Date()) throws {
        guard let maximumAge, let recordedAt, now.timeIntervalSince(recordedAt) > maximumAge else { return }
        throw CassetteTooOldError(path: path, recordedAt: recordedAt, maximumAge: maximumAge)
    }
}
