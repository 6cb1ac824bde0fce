import Foundation

/// The run as JUnit XML: a `testsuite` per suite, a `testcase` per scenario, failures with their messages.
public enum JUnitReport {
    /// The XML document.
    public static func render(_ report: RunReport) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"nowtape \(report.target)\" tests=\"\(report.scenarios.count)\" "
        xml += "failures=\"\(report.failed)\" time=\"\(seconds(report.seconds))\">\n"
        var order: [String] = []
        var bySuite: [String: [ScenarioReport]] = [:]
        for scenario in report.scenarios {
            if bySuite[scenario.suite] == nil { order.append(scenario.suite) }
            bySuite[scenario.suite, default: []].append(scenario)
        }
        for suite in order {
            let scenarios = bySuite[suite] ?? []
            let failures = scenarios.filter { $0.status != .passed }.count
            let time = scenarios.reduce(0) { $0 + $1.seconds }
            xml += "  <testsuite name=\"\(Markup.escape(suite))\" tests=\"\(scenarios.count)\" "
            xml += "failures=\"\(failures)\" time=\"\(seconds(time))\">\n"
            for scenario in scenarios {
                xml += "    <testcase classname=\"\(Markup.escape(suite))\" name=\"\(Markup.escape(scenario.name))\" "
                xml += "time=\"\(seconds(scenario.seconds))\""
                guard scenario.status != .passed else {
                    xml += "/>\n"
                    continue
                }
                xml += ">\n"
                let message = headline(scenario)
                xml += "      <failure message=\"\(Markup.escape(message))\" type=\"\(scenario.status.rawValue)\">"
                xml += Markup.escape(details(scenario)) + "</failure>\n"
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    static func headline(_ scenario: ScenarioReport) -> String {
        if let step = scenario.steps.first(where: { $0.status == .failed }) {
            return "\(step.name): \(step.failure?.message ?? "failed")"
        }
        if let problem = scenario.problems.first { return String(problem.prefix(300)) }
        return "\(scenario.drift.count) fields drifted from the cassette"
    }

    /// The failed steps, the last response of each, the problems and the drift, as text.
    public static func details(_ scenario: ScenarioReport) -> String {
        var lines: [String] = []
        for step in scenario.steps where step.status == .failed {
            lines.append("step \"\(step.name)\": \(step.failure?.description ?? "failed")")
            if let last = step.exchanges.last {
                lines.append("last request: \(last.method) \(last.url) → \(last.status)")
                lines.append(String(last.responseBody.prefix(2_000)))
            }
        }
        lines += scenario.problems
        lines += scenario.drift.map {
            "\($0.request) \($0.field): \($0.recorded ?? "(absent)") → \($0.current ?? "(absent)")"
        }
        return lines.joined(separator: "\n")
    }

    private static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }
}
