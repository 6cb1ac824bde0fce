import Foundation

/// The canary's report as JUnit XML and as HTML.
enum CanaryReportMarkup {
    static func junit(_ report: CanaryReport) -> String {
        let failures = report.drifted.count + (report.hibernation != nil || report.failure != nil ? 1 : 0)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"nowtape canary\">\n"
        xml += "  <testsuite name=\"\(Markup.escape(report.instance))\" tests=\"\(report.checks.count)\" "
        xml += "failures=\"\(failures)\" time=\"\(String(format: "%.3f", report.seconds))\">\n"
        for check in report.checks {
            xml += "    <testcase classname=\"\(Markup.escape(check.cassette))\" name=\"\(Markup.escape(check.label))\""
            if check.drift.isEmpty {
                xml += "/>\n"
            } else {
                xml += ">\n      <failure message=\"\(check.drift.count) change(s)\">"
                xml +=
                    Markup.escape(check.drift.map(\.description).joined(separator: "\n"))
                    + "</failure>\n    </testcase>\n"
            }
        }
        if let hibernation = report.hibernation {
            xml += "    <testcase classname=\"instance\" name=\"awake\">\n      <error message=\"hibernating\">"
            xml += Markup.escape(hibernation) + "</error>\n    </testcase>\n"
        }
        if let failure = report.failure {
            xml += "    <testcase classname=\"instance\" name=\"reachable\">\n      <error message=\"unreachable\">"
            xml += Markup.escape(failure) + "</error>\n    </testcase>\n"
        }
        return xml + "  </testsuite>\n</testsuites>\n"
    }

    static func html(_ report: CanaryReport) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>NowTape canary</title>
            <style>body{font:14px/1.4 system-ui,sans-serif;margin:2em}table{border-collapse:collapse}\
            td,th{border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top}\
            tr.drift td{background:#fce8e6}.note{padding:8px;background:#fff4e5}</style></head><body>
            <h1>NowTape canary: \(Markup.escape(report.instance))</h1>
            <p>\(report.checks.count) request(s) sent again, \(report.drifted.count) drifted, \
            \(report.skippedWrites) write(s) not sent, \(report.notSent) not sent · started \(Markup.escape(report.startedAt))</p>

            """
        if let hibernation = report.hibernation {
            html += "<p class=\"note\">Hibernating: \(Markup.escape(hibernation)).</p>\n"
        }
        if let failure = report.failure { html += "<p class=\"note\">Stopped: \(Markup.escape(failure))</p>\n" }
        html += "<table><tr><th>request</th><th>cassette</th><th>status</th><th>drift</th></tr>\n"
        for check in report.checks {
            html +=
                "<tr\(check.drift.isEmpty ? "" : " class=\"drift\"")><td><code>\(Markup.escape(check.label))</code></td>"
            html += "<td>\(Markup.escape(check.cassette)) #\(check.index)</td>"
            html += "<td>\(check.recordedStatus) → \(check.status)</td><td>"
            html += check.drift.map { "<code>\(Markup.escape($0.description))</code>" }.joined(separator: "<br>")
            html += "</td></tr>\n"
        }
        return html + "</table></body></html>\n"
    }
}
