import Foundation

/// The output formats of `nowtape updateset check`.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json, junit
}

/// Renders findings for people (text), programs (JSON) and CI systems (JUnit XML).
public struct FindingsReport: Sendable {
    /// The files checked, in order, with their findings.
    public var files: [(file: String, findings: [Finding])]

    /// Creates a report.
    public init(files: [(file: String, findings: [Finding])]) {
        self.files = files
    }

    /// Every finding across files.
    public var allFindings: [Finding] { files.flatMap(\.findings) }

    /// Whether any finding is at or above `threshold`.
    public func fails(at threshold: Severity) -> Bool {
        allFindings.contains { $0.severity >= threshold }
    }

    /// The report in `format`.
    public func render(_ format: ReportFormat) -> String {
        switch format {
        case .text: return text
        case .json: return json
        case .junit: return junit
        }
    }

    /// What a finding is about: its record, `incident 'Name' (sys_id)`; or the file, when the finding is about
    /// the file as a whole (it cannot be read, or it ends early) and names no record: the record file itself when
    /// the checked path is an application's folder or zip.
    static func subject(of finding: Finding, in file: String) -> String {
        guard !finding.name.isEmpty || !finding.sysID.isEmpty else {
            return "the file \(finding.file.isEmpty ? file : finding.file)"
        }
        return "\(finding.table) '\(finding.name)' (\(finding.sysID))"
    }

    private var text: String {
        var lines: [String] = []
        for (file, findings) in files {
            for finding in findings {
                // A finding about one record file of a folder names that file.
                let shownFile = finding.file.isEmpty ? file : finding.file
                let place = finding.line.map { "\(shownFile):\($0)" } ?? shownFile
                lines.append(
                    "\(place): \(finding.severity.rawValue): [\(finding.rule)] \(Self.subject(of: finding, in: file)): "
                        + finding.message)
            }
        }
        let errors = allFindings.filter { $0.severity == .error }.count
        let warnings = allFindings.count - errors
        lines.append("\(files.count) file(s) checked: \(errors) error(s), \(warnings) warning(s)")
        return lines.joined(separator: "\n")
    }

    private var json: String {
        struct FileReport: Encodable {
            let file: String
            let findings: [Finding]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let reports = files.map { FileReport(file: $0.file, findings: $0.findings) }
        guard let data = try? encoder.encode(reports) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }

    /// One test suite per file and one failing test case per finding, so CI shows each problem by rule.
    private var junit: String {
        var xml = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        xml.append(
            "<testsuites name=\"nowtape updateset check\" tests=\"\(max(allFindings.count, files.count))\" failures=\"\(allFindings.count)\">"
        )
        for (file, findings) in files {
            xml.append(
                "  <testsuite name=\"\(escape(file))\" tests=\"\(max(findings.count, 1))\" failures=\"\(findings.count)\">"
            )
            if findings.isEmpty {
                xml.append("    <testcase classname=\"\(escape(file))\" name=\"no findings\"/>")
            }
            for finding in findings {
                xml.append(
                    "    <testcase classname=\"\(escape(finding.rule))\" name=\"\(escape(Self.subject(of: finding, in: file)))\">"
                )
                xml.append(
                    "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(escape(finding.message))\">"
                        + "\(escape(file)):\(finding.line ?? 0)</failure>")
                xml.append("    </testcase>")
            }
            xml.append("  </testsuite>")
        }
        xml.append("</testsuites>")
        return xml.joined(separator: "\n")
    }

    private func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
