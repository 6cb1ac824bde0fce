import Foundation
import ScenarioDSL

/// What was learned, for people and programs: `nowtape instance learn --report FILE` writes it as JSON (`.json`)
/// or HTML (any other name).
public struct LearningReport: Sendable, Codable {
    public let sources: [String]
    public let interactions: Int
    public let tableCalls: Int
    public let records: Int
    public let tables: [LearnedInstance.Table]
    public var skipped: [LearningSkip]
    /// The `--check` results, when it ran.
    public var check: LearningCheck.Summary?

    public init(_ learned: LearnedInstance, check: LearningCheck.Summary? = nil) {
        sources = learned.sources
        interactions = learned.interactions
        tableCalls = learned.tableCalls
        records = learned.recordCount
        tables = learned.tables
        skipped = learned.skipped
        self.check = check
    }

    /// Writes the report to `path`: JSON for a `.json` name, HTML otherwise.
    public func write(to path: String) throws {
        let data = path.lowercased().hasSuffix(".json") ? try ReportOutput.json(self) : Data(html.utf8)
        try ReportOutput.write(data, to: path)
    }

    /// The report as a page.
    public var html: String {
        var lines = [
            "<!DOCTYPE html>",
            "<html lang=\"en\"><head><meta charset=\"utf-8\"><title>NowTape: a learned instance</title>",
            "<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse;margin-bottom:1.5em}"
                + "td,th{border:1px solid #ccc;padding:.25em .5em;text-align:left;vertical-align:top}"
                + ".conflict{color:#a40000}</style></head><body>",
            "<h1>A learned instance</h1>",
            "<p>\(interactions) interactions in \(sources.count) recordings; \(tableCalls) Table API calls; "
                + "\(records) records in \(tables.count) tables.</p>",
        ]
        if let check {
            lines.append("<h2>Check</h2>")
            lines.append(
                "<p>\(check.exact) of \(check.total) recorded GETs reproduced exactly "
                    + "(\(Self.percent(check.share))).</p>")
            lines.append("<table><tr><th>cause</th><th>GETs</th><th>examples</th></tr>")
            for cause in check.causes {
                lines.append(
                    "<tr><td>\(Markup.escape(cause.cause))</td><td>\(cause.requests.count)</td><td>"
                        + cause.requests.prefix(5).map { Markup.escape($0) }.joined(separator: "<br>") + "</td></tr>")
            }
            lines.append("</table>")
        }
        for table in tables {
            var heading = "<h2>\(Markup.escape(table.name))</h2><p>\(table.records) records"
            if let parent = table.parent { heading += "; extends \(Markup.escape(parent))" }
            if table.known { heading += "; the platform's dictionary defines it" }
            if let prefix = table.numberPrefix { heading += "; numbers \(Markup.escape(prefix))…" }
            lines.append(heading + "</p>")
            lines.append("<table><tr><th>column</th><th>kind</th><th>evidence</th></tr>")
            for column in table.columns {
                let conflict = column.conflict.map { "<br><span class=\"conflict\">\(Markup.escape($0))</span>" } ?? ""
                lines.append(
                    "<tr><td>\(Markup.escape(column.name))</td><td>\(Markup.escape(column.kind))</td>"
                        + "<td>\(Markup.escape(column.reason))\(conflict)</td></tr>")
            }
            lines.append("</table>")
            if !table.defaults.isEmpty {
                lines.append(
                    "<p>Defaults: "
                        + table.defaults.sorted { $0.key < $1.key }.map {
                            "\(Markup.escape($0.key)) = "
                                + "\(Markup.escape($0.value))"
                        }.joined(separator: ", ") + "</p>")
            }
        }
        lines.append("<h2>Not learned</h2><table><tr><th>what</th><th>why</th><th>where</th></tr>")
        for skip in skipped {
            lines.append(
                "<tr><td>\(Markup.escape(skip.subject))</td><td>\(Markup.escape(skip.reason))</td>"
                    + "<td>\(Markup.escape(skip.source))</td></tr>")
        }
        lines.append("</table></body></html>")
        return lines.joined(separator: "\n") + "\n"
    }

    static func percent(_ share: Double) -> String {
        String(format: "%.1f%%", share * 100)
    }
}
