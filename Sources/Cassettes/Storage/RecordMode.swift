import Foundation

/// When a recording session talks to the upstream and when it replays, as in VCR.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Record everything if the cassette does not exist yet; otherwise only replay, and a new request is a miss.
    case once
    /// Replay what is recorded and record what is new (VCR's new episodes).
    case new
    /// Record everything again, replacing the cassette.
    case all
    /// Only replay; never touch the upstream.
    case none

    /// Whether a request that matches nothing goes to the upstream and is recorded.
    public func recordsNewRequests(cassetteExists: Bool) -> Bool {
        switch self {
        case .once: return !cassetteExists
        case .new, .all: return true
        case .none: return false
        }
    }

    /// Whether requests are answered from the existing cassette first.
    public var replaysExisting: Bool { self != .all }
}

/// A cassette older than its allowed age: re-record it on purpose instead of trusting stale traffic.
public struct CassetteTooOldError: Error, CustomStringConvertible {
    public let path: String
    public let recordedAt: Date
    public let maximumAge: TimeInterval

    public var description: String {
        let days = Int(Date().timeIntervalSince(recordedAt) / 86_400)
        return "\(path) was recorded \(days) days ago, more than the allowed \(Int(maximumAge / 86_400)) days. "
            + "Re-record it with --mode all against the instance, or raise --max-age."
    }

    /// Throws when the cassette at `path`, recorded at `recordedAt`, is older than `maximumAge`.
    public static func check(path: String, recordedAt: Date?, maximumAge: TimeInterval?, now: Date = Date()) throws {
        guard let maximumAge, let recordedAt, now.timeIntervalSince(recordedAt) > maximumAge else { return }
        throw CassetteTooOldError(path: path, recordedAt: recordedAt, maximumAge: maximumAge)
    }
}
