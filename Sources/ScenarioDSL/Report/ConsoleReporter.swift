import Foundation
import StandardStreams

/// Progress on stderr as scenarios finish, and the summary at the end.
public struct ConsoleReporter: Sendable {
    /// Where lines go; stderr by default.
    let write: @Sendable (String) -> Void

    /// A reporter writing to stderr.
    public init() {
        write = { StandardStream.error.write($0) }
    }

    /// A reporter writing to `sink`.
    public init(sink: @escaping @Sendable (String) -> Void) {
        write = sink
    }

    /// One line per scenario, with each failure under it.
    public func finished(_ scenario: ScenarioReport) {
        let mark = scenario.status == .passed ? "✓" : scenario.status == .drifted ? "≠" : "✗"
        var text = "\(mark) \(scenario.title) (\(Self.milliseconds(scenario.seconds)))\n"
        for step in scenario.steps where step.status == .failed {
            let message = step.failure?.description ?? "failed"
            text += "    step \"\(step.name)\": " + message.replacingOccurrences(of: "\n", with: "\n    ") + "\n"
        }
        for problem in scenario.problems {
            text += "    " + problem.replacingOccurrences(of: "\n", with: "\n    ") + "\n"
        }
        for change in scenario.drift.prefix(20) {
            text +=
                "    drift \(change.request) \(change.field): \(change.recorded ?? "(absent)") → "
                + "\(change.current ?? "(absent)")\n"
        }
        if scenario.drift.count > 20 { text += "    … and \(scenario.drift.count - 20) more changes\n" }
        write(text)
    }

    /// The counts.
    public func summary(_ report: RunReport) {
        let drifted = report.scenarios.filter { $0.status == .drifted }.count
        var text = "\n\(report.passed) passed, \(report.failed - drifted) failed"
        if drifted > 0 { text += ", \(drifted) drifted" }
        text += " — \(report.scenarios.count) scenarios, \(report.steps) steps, target \(report.target), "
        text += String(format: "%.2f s\n", report.seconds)
        write(text)
    }

    static func milliseconds(_ seconds: Double) -> String {
        seconds < 1 ? "\(Int((seconds * 1_000).rounded())) ms" : String(format: "%.2f s", seconds)
    }
}
