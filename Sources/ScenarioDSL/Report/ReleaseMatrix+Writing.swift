import Foundation

extension ReleaseMatrix {
    /// The matrix rendered in `format`: JSON (the runs and the grid), one HTML page with the grid, or JUnit with a
    /// `testsuite` per release.
    public func rendered(as format: RunReport.Format) throws -> Data {
        switch format {
        case .json:
            return try ReportOutput.json(self)
        case .html: return Data(ReleaseMatrixHTML.render(self).utf8)
        case .junit: return Data(ReleaseMatrixJUnit.render(self).utf8)
        }
    }

    /// Writes the matrix in `format` to `path` atomically, creating its folder.
    public func write(as format: RunReport.Format, to path: String) throws {
        try ReportOutput.write(rendered(as: format), to: path)
    }

    /// The grid as console lines: a header of releases, then a line per scenario, then each regression.
    public var consoleLines: [String] {
        let width = max(8, releases.map(\.count).max() ?? 0)
        func padded(_ text: String) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        var lines = [releases.map(padded).joined(separator: " ") + "  scenario"]
        for row in rows {
            let marks = row.cells.map { cell -> String in
                switch cell.status {
                case .passed?: return padded("pass")
                case .failed?: return padded("FAIL")
                case .drifted?: return padded("DRIFT")
                case nil: return padded("-")
                }
            }
            lines.append(marks.joined(separator: " ") + "  " + row.title)
        }
        for row in rows {
            if let (passed, failed) = row.regression {
                lines.append("Regression: \(row.title) passes on \(passed) and fails on \(failed)")
            } else if row.failsEverywhere {
                lines.append("Failing on every release: \(row.title)")
            }
        }
        return lines
    }
}

/// The matrix as one self-contained HTML page: a grid of releases by scenarios, each cell linking to what changed
/// from the release before.
enum ReleaseMatrixHTML {
    static func render(_ matrix: ReleaseMatrix) -> String {
        let rows = matrix.rows
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>NowTape release matrix</title>
            <style>\(style)</style></head><body>
            <h1>NowTape release matrix</h1>
            <p class="summary">\(rows.count) scenarios on \(matrix.releases.count) releases · \
            \(matrix.regressions.count) regression(s)</p>
            <table class="matrix"><tr><th>scenario</th>
            """
        html += matrix.releases.map { "<th>\(Markup.escape($0))</th>" }.joined() + "</tr>\n"
        for (rowIndex, row) in rows.enumerated() {
            let regression = row.regression != nil ? " class=\"regression\"" : ""
            html += "<tr\(regression)><td>\(Markup.escape(row.title))</td>"
            for (cellIndex, cell) in row.cells.enumerated() {
                let status = cell.status?.rawValue ?? "absent"
                let mark = cell.status == nil ? "–" : status
                if cell.changes.isEmpty {
                    html += "<td class=\"\(status)\">\(mark)</td>"
                } else {
                    html += "<td class=\"\(status)\"><a href=\"#c\(rowIndex)-\(cellIndex)\">\(mark)</a></td>"
                }
            }
            html += "</tr>\n"
        }
        html += "</table>\n"
        for (rowIndex, row) in rows.enumerated() {
            for (cellIndex, cell) in row.cells.enumerated() where !cell.changes.isEmpty {
                let previous = cellIndex > 0 ? row.cells[cellIndex - 1].release : ""
                html += "<section id=\"c\(rowIndex)-\(cellIndex)\"><h2>\(Markup.escape(row.title)): "
                html += "\(Markup.escape(previous)) → \(Markup.escape(cell.release))</h2><ul>"
                html += cell.changes.map { "<li><code>\(Markup.escape($0))</code></li>" }.joined()
                html += "</ul></section>\n"
            }
        }
        return html + "</body></html>\n"
    }

    static let style = """
        body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:2em;color:#222}\
        table.matrix{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left}\
        td.passed{background:#e6f4ea}td.failed,td.drifted{background:#fce8e6}td.absent{color:#999}\
        tr.regression td:first-child{font-weight:bold;color:#a50e0e}code{font-size:13px}
        """
}

/// The matrix as JUnit XML: a `testsuite` per release, a `testcase` per scenario, and a `regressions` suite with a
/// failure for each scenario that passes on one release and fails on a later one.
enum ReleaseMatrixJUnit {
    static func render(_ matrix: ReleaseMatrix) -> String {
        let rows = matrix.rows
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"nowtape release matrix\">\n"
        for (index, release) in matrix.releases.enumerated() {
            let cells = rows.map { ($0, $0.cells[index]) }.filter { $0.1.status != nil }
            let failures = cells.filter { $0.1.status != .passed }.count
            xml +=
                "  <testsuite name=\"\(Markup.escape(release))\" tests=\"\(cells.count)\" failures=\"\(failures)\">\n"
            for (row, cell) in cells {
                xml += "    <testcase classname=\"\(Markup.escape(release)).\(Markup.escape(row.suite))\" "
                xml += "name=\"\(Markup.escape(row.name))\""
                if cell.status == .passed {
                    xml += "/>\n"
                } else {
                    let detail = cell.changes.joined(separator: "\n")
                    xml += ">\n      <failure message=\"\(cell.status?.rawValue ?? "") on \(Markup.escape(release))\">"
                    xml += "\(Markup.escape(detail))</failure>\n    </testcase>\n"
                }
            }
            xml += "  </testsuite>\n"
        }
        let regressions = rows.compactMap { row in row.regression.map { (row, $0) } }
        xml += "  <testsuite name=\"regressions\" tests=\"\(rows.count)\" failures=\"\(regressions.count)\">\n"
        for row in rows {
            xml += "    <testcase classname=\"regressions\" name=\"\(Markup.escape(row.title))\""
            if let (passed, failed) = row.regression {
                xml +=
                    ">\n      <failure message=\"passes on \(Markup.escape(passed)), fails on \(Markup.escape(failed))\"/>"
                xml += "\n    </testcase>\n"
            } else {
                xml += "/>\n"
            }
        }
        return xml + "  </testsuite>\n</testsuites>\n"
    }
}
