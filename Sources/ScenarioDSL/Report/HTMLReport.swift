import Foundation
import NowClient

/// The run as one self-contained HTML file: no scripts, no fonts, no links out. Each scenario opens to its steps,
/// each step to its requests and responses, and each failure shows expected against actual as a diff.
public enum HTMLReport {
    /// The HTML document.
    public static func render(_ report: RunReport) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>NowTape run: \(report.passed) passed, \(report.failed) failed</title>
            <style>\(style)</style></head><body>
            <h1>NowTape run</h1>
            <p class="summary"><span class="passed">\(report.passed) passed</span> ·
            <span class="failed">\(report.failed) failed</span> · \(report.scenarios.count) scenarios ·
            \(report.steps) steps · target <b>\(Markup.escape(report.target))</b> · \(String(format: "%.2f", report.seconds)) s ·
            started \(Markup.escape(report.startedAt))\(report.cassettes.map { " · cassettes <code>\(Markup.escape($0))</code>" } ?? "")</p>

            """
        for scenario in report.scenarios {
            html += section(scenario)
        }
        return html + "</body></html>\n"
    }

    private static func section(_ scenario: ScenarioReport) -> String {
        let open = scenario.status == .passed ? "" : " open"
        var html = "<details class=\"scenario \(scenario.status.rawValue)\"\(open)><summary>"
        html += "<span class=\"badge\">\(scenario.status.rawValue)</span> \(Markup.escape(scenario.title))"
        html += " <span class=\"time\">\(ConsoleReporter.milliseconds(scenario.seconds))</span>"
        if !scenario.tags.isEmpty {
            html += scenario.tags.map { " <span class=\"tag\">\(Markup.escape($0))</span>" }.joined()
        }
        html += "</summary>\n"
        if let cassette = scenario.cassette {
            html += "<p class=\"cassette\">cassette <code>\(Markup.escape(cassette))</code></p>\n"
        }
        for problem in scenario.problems {
            html += "<pre class=\"problem\">\(Markup.escape(problem))</pre>\n"
        }
        if !scenario.drift.isEmpty {
            html += "<table class=\"drift\"><tr><th>request</th><th>field</th><th>recorded</th><th>now</th></tr>\n"
            for change in scenario.drift {
                html +=
                    "<tr><td>\(Markup.escape(change.request))</td><td><code>\(Markup.escape(change.field))</code></td>"
                html += "<td class=\"old\">\(Markup.escape(change.recorded ?? "(absent)"))</td>"
                html += "<td class=\"new\">\(Markup.escape(change.current ?? "(absent)"))</td></tr>\n"
            }
            html += "</table>\n"
        }
        html += "<ol class=\"steps\">\n"
        for step in scenario.steps {
            html += "<li class=\"step \(step.status.rawValue)\"><span class=\"badge\">\(step.status.rawValue)</span> "
            html += "\(Markup.escape(step.name))"
            if step.phase != .main { html += " <span class=\"tag\">\(step.phase.rawValue)</span>" }
            html += " <span class=\"time\">\(ConsoleReporter.milliseconds(step.seconds))</span>\n"
            if let failure = step.failure { html += failureBlock(failure) }
            for exchange in step.exchanges {
                html += exchangeBlock(exchange, open: step.status == .failed)
            }
            html += "</li>\n"
        }
        return html + "</ol></details>\n"
    }

    private static func failureBlock(_ failure: ScenarioError) -> String {
        var html = "<div class=\"failure\"><p>\(Markup.escape(failure.message))</p>"
        if let expected = failure.expected, let actual = failure.actual {
            html += "<pre class=\"diff\">"
            for line in LineDiff.lines(pretty(expected), pretty(actual)) {
                switch line {
                case .same(let text): html += "<span>  \(Markup.escape(text))</span>\n"
                case .removed(let text): html += "<span class=\"old\">- \(Markup.escape(text))</span>\n"
                case .added(let text): html += "<span class=\"new\">+ \(Markup.escape(text))</span>\n"
                }
            }
            html +=
                "</pre><p class=\"legend\"><span class=\"old\">- expected</span> <span class=\"new\">+ actual</span></p>"
        } else if let actual = failure.actual {
            html += "<pre>\(Markup.escape(pretty(actual)))</pre>"
        }
        return html + "</div>\n"
    }

    private static func exchangeBlock(_ exchange: Exchange, open: Bool) -> String {
        var html = "<details class=\"exchange\"\(open ? " open" : "")><summary><code>\(Markup.escape(exchange.method)) "
        html +=
            "\(Markup.escape(exchange.url))</code> → <b>\(exchange.status == 0 ? "no response" : String(exchange.status))</b>"
        html += " <span class=\"time\">\(String(format: "%.1f", exchange.milliseconds)) ms</span></summary>"
        html += "<div class=\"pair\"><div><h4>Request</h4><pre>"
        html += Markup.escape(exchange.requestHeaders.joined(separator: "\n"))
        if !exchange.requestBody.isEmpty { html += "\n\n" + Markup.escape(pretty(exchange.requestBody)) }
        html += "</pre></div><div><h4>Response</h4><pre>"
        html += Markup.escape(exchange.responseHeaders.joined(separator: "\n"))
        if !exchange.responseBody.isEmpty { html += "\n\n" + Markup.escape(pretty(exchange.responseBody)) }
        return html + "</pre></div></div></details>\n"
    }

    /// JSON indented for reading; anything else as it is.
    static func pretty(_ text: String) -> String {
        guard let first = text.first, first == "{" || first == "[", let json = try? JSONValue(parsing: Data(text.utf8))
        else { return text }
        return json.prettyText
    }

    static let style = """
        body{font:14px/1.45 system-ui,sans-serif;margin:2em;color:#1d1d1f;background:#fafafa}
        h1{font-size:1.4em}code,pre{font:12px/1.4 ui-monospace,Menlo,monospace}
        pre{background:#fff;border:1px solid #ddd;padding:.6em;overflow:auto;max-height:30em;white-space:pre-wrap}
        details.scenario{background:#fff;border:1px solid #ddd;border-left:5px solid #2e7d32;margin:.4em 0;padding:.3em .8em}
        details.scenario.failed{border-left-color:#c62828}details.scenario.drifted{border-left-color:#ef6c00}
        summary{cursor:pointer}.badge{display:inline-block;min-width:4.5em;font-size:.8em;text-transform:uppercase;
        font-weight:600}.passed .badge,.passed{color:#2e7d32}.failed .badge,.failed{color:#c62828}
        .skipped .badge{color:#888}.drifted .badge{color:#ef6c00}.time{color:#888;font-size:.85em}
        .tag{background:#eef;border-radius:3px;padding:0 .3em;font-size:.8em}
        .step{margin:.3em 0}.failure{border:1px solid #f3c0c0;background:#fff6f6;padding:.3em .6em}
        .old{background:#ffebe9;color:#82071e}.new{background:#e6ffec;color:#116329}.diff span{display:block}
        .pair{display:grid;grid-template-columns:1fr 1fr;gap:.6em}h4{margin:.3em 0}
        table.drift{border-collapse:collapse}table.drift td,table.drift th{border:1px solid #ddd;padding:.2em .5em;
        text-align:left;vertical-align:top}
        """
}
