import Cassettes
import Foundation

/// What a drift canary found: each request it sent again and how its answer drifted, what it did not send and why,
/// and whether the instance was hibernating.
public struct CanaryReport: Sendable, Codable {
    /// One recorded request, sent again.
    public struct Check: Sendable, Codable, Hashable {
        /// The cassette it came from, and its position there.
        public var cassette: String
        public var index: Int
        public var method: String
        /// The path and query.
        public var target: String
        public var recordedStatus: Int
        public var status: Int
        /// How the answer drifted; empty when it did not.
        public var drift: [AnswerDrift]

        /// `GET /api/now/table/incident?…`.
        public var label: String { "\(method) \(target)" }
    }

    /// The instance's base URL.
    public var instance: String
    /// When the run started, ISO 8601.
    public var startedAt: String
    /// Seconds the run took.
    public var seconds = 0.0
    public var checks: [Check] = []
    /// Writes left out because `--allow-writes` was not given.
    public var skippedWrites = 0
    /// Requests not sent: the time limit ran out, the instance was unreachable, or it was hibernating.
    public var notSent = 0
    /// What to do about a hibernating instance, when it was.
    public var hibernation: String?
    /// Why the run stopped early, when the instance could not be reached.
    public var failure: String?

    public init(instance: String, startedAt: String) {
        self.instance = instance
        self.startedAt = startedAt
    }

    /// The checks whose answers drifted.
    public var drifted: [Check] { checks.filter { !$0.drift.isEmpty } }

    /// 0 when nothing drifted; 1 on drift or when the instance could not be reached; 75 (temporary failure: run
    /// again later) when it was hibernating.
    public var exitCode: Int32 {
        if hibernation != nil { return 75 }
        return failure != nil || !drifted.isEmpty ? 1 : 0
    }

    /// The run as console lines: each drifted request with its changes, then a summary.
    public var consoleLines: [String] {
        var lines: [String] = []
        for check in drifted {
            lines.append("✗ \(check.label) (\(check.cassette) #\(check.index))")
            lines += check.drift.map { "    \($0)" }
        }
        if let hibernation { lines.append("Hibernating: \(hibernation).") }
        if let failure { lines.append("Stopped: \(failure)") }
        var summary = "\(checks.count) request(s) sent again to \(instance): \(drifted.count) drifted"
        if skippedWrites > 0 { summary += "; \(skippedWrites) write(s) not sent (give --allow-writes to send them)" }
        if notSent > 0 { summary += "; \(notSent) not sent" }
        lines.append(summary + String(format: " — %.1f s", seconds))
        return lines
    }

    /// The report as JSON, JUnit XML (a `testcase` per request) or one HTML page.
    public func rendered(as format: RunReport.Format) throws -> Data {
        switch format {
        case .json:
            return try ReportOutput.json(self)
        case .junit: return Data(CanaryReportMarkup.junit(self).utf8)
        case .html: return Data(CanaryReportMarkup.html(self).utf8)
        }
    }

    /// Writes the report in `format` to `path` atomically, creating its folder.
    public func write(as format: RunReport.Format, to path: String) throws {
        try ReportOutput.write(rendered(as: format), to: path)
    }
}
